// `npm run bench -- --lighthouse`: mobile Lighthouse (Debian's Chromium, the median of three runs per page) on the pages a
// guest and staff open first, served gzip-compressed by the same static server `kiln serve` uses.
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { build } from '../build.ts';
import { startEmulator } from '../emulator/emulator.ts';
import { startStaticServer } from '../serve/static-server.ts';
import { findChromium } from './find-chromium.ts';

const PORT = Number(process.env.KILN_BENCH_PORT ?? 4473);
const SITE = `http://localhost:${PORT}`;
const HUB = `http://localhost:${PORT + 1}`;
const API = `http://localhost:${PORT + 2}`;

const PAGES = [
  ['home', `${SITE}/`, []],
  ['menu', `${SITE}/menu`, []],
  ['packages', `${SITE}/packages`, []],
  ['product', `${SITE}/product/speckled-mug`, []],
  // The hub is kept out of search engines on purpose (noindex); that one SEO audit cannot pass there.
  ['hub dashboard', `${HUB}/`, ['is-crawlable']],
] as const;

/** Runs per page; the median one is reported. */
const RUNS = Number(process.env.KILN_LIGHTHOUSE_RUNS ?? 3);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRow {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

/** Builds the sample, serves site, hub and emulator, and runs Lighthouse (mobile) on each page in turn. */
export async function runLighthouse(): Promise<LighthouseRow[]> {
  const root = await mkdtemp(join(tmpdir(), 'kiln-lighthouse-'));
  const servers: Server[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const out = join(root, 'dist');
    const result = await build({ catalogDir: 'catalog', outDir: out, siteUrl: SITE, hubUrl: HUB, apiBase: API });
    if (result.outcome !== 'built') throw new Error('the sample catalogue does not validate');
    servers.push(await startStaticServer({ dir: join(out, 'site'), port: PORT }));
    servers.push(await startStaticServer({ dir: join(out, 'hub'), port: PORT + 1 }));
    servers.push((await startEmulator({ port: PORT + 2, catalogDir: 'catalog', siteOrigin: SITE })).server);
    chrome = await chromeLauncher.launch({
      chromePath: findChromium() ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const rows: LighthouseRow[] = [];
    for (const [page, url, skipAudits] of PAGES) {
      if (skipAudits.length) console.log(`  ${page}: not counting ${skipAudits.join(', ')} (noindex by design)`);
      // Timings vary from run to run: keep the median run, as Lighthouse's own docs advise.
      type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
      const runs: Report[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          skipAudits: [...skipAudits],
        });
        if (!run?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
        runs.push(run.lhr);
      }
      const lhr: Report = computeMedianRun(runs);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      rows.push({
        page,
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ) as LighthouseRow['scores'],
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        bytes: numeric('total-byte-weight'),
      });
      // What kept a category below 100, so the table says what to fix.
      for (const c of CATEGORIES) {
        const category = lhr.categories[c];
        if (!category || category.score === 1) continue;
        const failing = category.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        console.log(`  ${page}: ${c} ${Math.round((category.score ?? 0) * 100)} (${failing.join(', ')})`);
      }
    }
    return rows;
  } finally {
    await chrome?.kill();
    for (const server of servers) server.close();
    await rm(root, { recursive: true, force: true });
  }
}

export function printLighthouse(rows: readonly LighthouseRow[]): void {
  console.log(`\n${'Lighthouse (mobile)'.padEnd(16)}  perf  a11y  best   seo    LCP ms  TBT ms    CLS      KiB`);
  for (const r of rows) {
    const s = r.scores;
    console.log(
      `${r.page.padEnd(16)}  ${[s.performance, s.accessibility, s['best-practices'], s.seo].map((n) => String(n).padStart(4)).join('  ')}` +
        `  ${r.lcpMs.toFixed(0).padStart(8)}  ${r.tbtMs.toFixed(0).padStart(6)}  ${r.cls.toFixed(3).padStart(5)}  ${(r.bytes / 1024).toFixed(1).padStart(7)}`,
    );
  }
}
