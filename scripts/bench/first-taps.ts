// `npm run bench -- --first-taps` (or `--first-taps-only`): how long a guest on a slow phone waits
// from a first tap to its answer (issue 34): the first Add on /menu, the cart drawer, the event
// estimator on /packages and a listed product's Add to Cart. Chromium through CDP, cold cache
// (a fresh browser context per run), 390 px with touch, the tap made 2 s after the page's load
// event, at Lighthouse's mobile settings and at Slow 3G; the median of a few runs of each.
// KILN_FIRST_TAPS=menu-add,cart picks taps, KILN_FIRST_TAPS_NETWORKS=slow-3g picks networks,
// KILN_FIRST_TAPS_RUNS sets the runs (3), and KILN_FIRST_TAPS_SAVE_DATA=1 has the browser ask to save
// data, which turns the idle prefetch off (client/page-quiet.ts): the same taps without it.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build } from '../build.ts';
import { startEmulator } from '../emulator/emulator.ts';
import { startStaticServer } from '../serve/static-server.ts';
import { findChromium } from './find-chromium.ts';

const PORT = Number(process.env.KILN_BENCH_PORT ?? 4473) + 10;
const SITE = `http://localhost:${PORT}`;
const HUB = `http://localhost:${PORT + 1}`;
const API = `http://localhost:${PORT + 2}`;

const RUNS = Number(process.env.KILN_FIRST_TAPS_RUNS ?? 3);
/** The tap comes this long after the load event, as the issue's guest tapped. */
const TAP_AFTER_LOAD_MS = 2000;
/** A tap not answered by then is reported as not answered. */
const GIVE_UP_MS = 45_000;

/** CDP's Network.emulateNetworkConditions: latency in ms, throughputs in bytes per second. */
export interface Network {
  name: string;
  label: string;
  latency: number;
  download: number;
  upload: number;
  cpu: number;
  /** The issue's target for a first tap's answer on this network. */
  targetMs: number;
}

export const NETWORKS: readonly Network[] = [
  // Lighthouse's mobile settings (its "Slow 4G"): 150 ms round trips, 1.6 Mbps down, 750 Kbps up, 4× CPU.
  {
    name: 'lighthouse',
    label: 'Lighthouse mobile (Slow 4G, 4× CPU)',
    latency: 150,
    download: (1638.4 * 1024) / 8,
    upload: (750 * 1024) / 8,
    cpu: 4,
    targetMs: 1000,
  },
  // The guest the issue followed: 2,000 ms round trips, 50 KB/s, 4× CPU.
  {
    name: 'slow-3g',
    label: 'Slow 3G (4× CPU)',
    latency: 2000,
    download: 50 * 1024,
    upload: 50 * 1024,
    cpu: 4,
    targetMs: 3000,
  },
];

/** One first tap: where, what is tapped, and the page's answer (an expression true once shown). */
interface Tap {
  name: string;
  label: string;
  path: (site: string) => Promise<string>;
  /** A CSS selector; the first visible match is tapped. */
  target: string;
  /** Before the target exists (a product whose island has not woken): the guest touches this instead, then taps the target once it is there. */
  touchFirst?: string;
  answered: string;
}

/** The first listed product's page, as the build wrote it (any product/<id>/, not the shell at product/). */
async function listedProduct(siteDir: string): Promise<string> {
  const ids = (await readdir(join(siteDir, 'product'), { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  if (!ids.length) throw new Error('the build lists no product (catalog/store.json)');
  return `/product/${ids.sort()[0]}`;
}

const TAPS: readonly Tap[] = [
  {
    name: 'menu-add',
    label: 'first Add on /menu (toast or badge)',
    path: async () => '/menu',
    target: 'main button[data-add-to-cart]',
    answered: `!!document.querySelector('#toaster .toast') || [...document.querySelectorAll('[data-cart-count][data-badge]')].some((b) => !b.hidden)`,
  },
  {
    name: 'cart',
    label: 'cart drawer opens (/menu)',
    path: async () => '/menu',
    target: '[data-header] button[data-cart-open]',
    answered: `!!document.querySelector('dialog[data-cart-drawer][open] h2')`,
  },
  {
    name: 'estimator',
    label: 'estimator opens (/packages)',
    path: async () => '/packages',
    target: 'button[data-estimator-open]',
    answered: `!!document.querySelector('dialog[data-estimator][open]')`,
  },
  {
    name: 'product-add',
    label: "a product's Add to Cart (toast)",
    path: listedProduct,
    // A listed product's own Add to Cart, in the page as built (ui/ListedProduct.tsx): no touch first.
    target: 'button[data-live-add]:not([disabled])',
    answered: `!!document.querySelector('#toaster .toast')`,
  },
];

export interface FirstTapRow {
  tap: string;
  label: string;
  network: string;
  targetMs: number;
  /** Each run's time from the tap to the answer; null: not answered within GIVE_UP_MS. */
  runs: (number | null)[];
  medianMs: number | null;
  met: boolean;
  /** How the time was spent, from the median run: the scripts fetched after the tap, and whether the target had to be waited for. */
  note: string;
}

const SAVE_DATA = process.env.KILN_FIRST_TAPS_SAVE_DATA === '1';

/** Notes the first touch, and when the answer first shows (checked every frame), in page time. */
const WATCH = `(() => {
  ${SAVE_DATA ? "Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });" : ''}
  window.__firstTap = undefined;
  addEventListener('touchstart', () => { window.__firstTap ??= performance.now(); }, { capture: true, passive: true });
})();`;

async function oneRun(
  browser: Browser,
  network: Network,
  tap: Tap,
  url: string,
): Promise<{ ms: number | null; afterTap: string[]; waitedForTarget: boolean }> {
  // The page's Content-Security-Policy forbids the string predicates below (eval); the page is the same without it.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    bypassCSP: true,
  });
  try {
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    await page.addInitScript(WATCH);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latency,
      downloadThroughput: network.download,
      uploadThroughput: network.upload,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: network.cpu });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(TAP_AFTER_LOAD_MS);
    const scripts: string[] = [];
    page.on(
      'request',
      (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname.replace(/^.*\//, '')),
    );
    const target = page.locator(`${tap.target} >> visible=true`).first();
    const waitedForTarget = !!tap.touchFirst && !(await target.count());
    await (waitedForTarget ? page.locator(`${tap.touchFirst!} >> visible=true`).first() : target).tap({
      timeout: 10_000,
    });
    if (waitedForTarget) await target.tap({ timeout: GIVE_UP_MS });
    const answered = await page
      .waitForFunction(`(${tap.answered}) && (window.__answeredAt ??= performance.now())`, undefined, {
        polling: 'raf',
        timeout: GIVE_UP_MS,
      })
      .then(() => true)
      .catch(() => false);
    const ms = answered ? await page.evaluate('window.__answeredAt - window.__firstTap') : null;
    return { ms: typeof ms === 'number' ? ms : null, afterTap: scripts, waitedForTarget };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : null;
};

const pick = <T extends { name: string }>(all: readonly T[], env: string | undefined): T[] => {
  const names = env
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!names?.length) return [...all];
  const unknown = names.filter((n) => !all.some((x) => x.name === n));
  if (unknown.length) throw new Error(`unknown: ${unknown.join(', ')} (known: ${all.map((x) => x.name).join(', ')})`);
  return all.filter((x) => names.includes(x.name));
};

/** Builds the sample, serves it (gzip, as `kiln serve`) with the commerce emulator, and times each tap on each network. */
export async function runFirstTaps(): Promise<FirstTapRow[]> {
  const taps = pick(TAPS, process.env.KILN_FIRST_TAPS);
  const networks = pick(NETWORKS, process.env.KILN_FIRST_TAPS_NETWORKS);
  const root = await mkdtemp(join(tmpdir(), 'kiln-first-taps-'));
  const servers: Server[] = [];
  let browser: Browser | undefined;
  try {
    const out = join(root, 'dist');
    const result = await build({ catalogDir: 'catalog', outDir: out, siteUrl: SITE, hubUrl: HUB, apiBase: API });
    if (result.outcome !== 'built') throw new Error('the sample catalogue does not validate');
    servers.push(await startStaticServer({ dir: join(out, 'site'), port: PORT }));
    servers.push((await startEmulator({ port: PORT + 2, catalogDir: 'catalog', siteOrigin: SITE })).server);
    browser = await chromium.launch({
      executablePath: findChromium() ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const rows: FirstTapRow[] = [];
    for (const network of networks) {
      for (const tap of taps) {
        const url = SITE + (await tap.path(join(out, 'site')));
        const runs: Awaited<ReturnType<typeof oneRun>>[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, network, tap, url));
        const times = runs.map((r) => r.ms);
        const answered = times.filter((t): t is number => t !== null);
        // Any run not answered counts as the slowest.
        const medianMs =
          answered.length === runs.length
            ? median(answered)
            : answered.length > runs.length / 2
              ? Math.max(...answered)
              : null;
        const middle = runs.find((r) => r.ms === medianMs) ?? runs[0]!;
        // Requests started after the tap: the tap's own, and the idle prefetch's still queued behind the connections.
        const fetched = middle.afterTap.length
          ? `${middle.afterTap.length} script requests started after the tap`
          : 'no script requested after the tap';
        const row: FirstTapRow = {
          tap: tap.name,
          label: tap.label,
          network: network.name,
          targetMs: network.targetMs,
          runs: times,
          medianMs,
          met: medianMs !== null && medianMs <= network.targetMs,
          note: middle.waitedForTarget ? `${fetched}; Add to Cart appeared only after a first touch` : fetched,
        };
        rows.push(row);
        console.log(
          `  ${network.name} ${tap.name}: ${times.map((t) => (t === null ? '—' : `${Math.round(t)} ms`)).join(', ')}`,
        );
      }
    }
    return rows;
  } finally {
    await browser?.close();
    for (const server of servers) server.close();
    await rm(root, { recursive: true, force: true });
  }
}

const seconds = (ms: number | null) => (ms === null ? 'not answered' : `${(ms / 1000).toFixed(2)} s`);

/** The table, side by side: each tap's median at each network, against its target. */
export function printFirstTaps(rows: readonly FirstTapRow[]): void {
  const networks = NETWORKS.filter((n) => rows.some((r) => r.network === n.name));
  console.log(
    `\nFirst taps, tap to answer (median of ${RUNS}; cold cache, 390 px, tap ${TAP_AFTER_LOAD_MS / 1000} s after load${SAVE_DATA ? '; Save-Data, so no idle prefetch' : ''})`,
  );
  console.log(`${'tap'.padEnd(38)}${networks.map((n) => `${n.name} (≤ ${n.targetMs / 1000} s)`.padEnd(30)).join('')}`);
  for (const label of [...new Set(rows.map((r) => r.label))]) {
    const cells = networks.map((n) => {
      const row = rows.find((r) => r.label === label && r.network === n.name);
      return (row ? `${seconds(row.medianMs)} ${row.met ? 'met' : 'NOT met'}` : '').padEnd(30);
    });
    console.log(`${label.padEnd(38)}${cells.join('')}`);
  }
  for (const r of rows) if (!r.met) console.log(`  ${r.network} ${r.tap}: ${r.note}`);
}
