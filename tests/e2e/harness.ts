import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build } from '../../scripts/build.ts';
import { startEmulator } from '../../scripts/emulator/emulator.ts';
import { startStaticServer } from '../../scripts/serve/static-server.ts';
import { QUIET_MARK } from '../../site/client/page-quiet.ts';

export { assertNever } from '../assert-never.ts';

/**
 * One build of the tests' catalogue (tests/fixtures/catalog/) and one browser per test process, shared by every e2e
 * file. Pages get a fresh context each (empty localStorage), sized and themed as asked.
 */

// KILN_E2E_PORT lets two test runs share a machine without fighting over ports.
const SITE_PORT = Number(process.env.KILN_E2E_PORT ?? 4273);
const HUB_PORT = SITE_PORT + 1;
const API_PORT = SITE_PORT + 2;

export const SITE = `http://localhost:${SITE_PORT}`;
export const HUB = `http://localhost:${HUB_PORT}`;
export const API = `http://localhost:${API_PORT}`;
/** The emulator as Node reaches it: Node's fetch may try ::1 for localhost, and it listens on 127.0.0.1. */
export const API_NODE = `http://127.0.0.1:${API_PORT}`;

/** Steers the commerce emulator: 'reset', 'fail-next', 'product' (scripts/emulator). */
export const emulator = (what: string, body: object = {}): Promise<Response> =>
  fetch(`${API_NODE}/__emulator/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Holds the page's requests to `url` until the returned function is called, so a state that lasts
 * only while a call is in flight (Loading..., a disabled button) can be seen.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

let ready: Promise<void> | undefined;
let launched: Promise<void> | undefined;
let browser: Browser | undefined;
let outDir: string | undefined;
const servers: Server[] = [];
const contexts: BrowserContext[] = [];
const atClose: (() => Promise<void>)[] = [];

/** Runs `close` in closeAll, after the last e2e suite: for a test that serves a catalogue of its own (other-catalogue.ts). */
export const closeWithAll = (close: () => Promise<void>): void => void atClose.push(close);

async function start(): Promise<void> {
  outDir = await mkdtemp(join(tmpdir(), 'kiln-e2e-'));
  const result = await build({
    catalogDir: 'tests/fixtures/catalog',
    outDir,
    siteUrl: SITE,
    hubUrl: HUB,
    apiBase: API,
  });
  if (result.outcome !== 'built') throw new Error(`sample catalogue invalid: ${JSON.stringify(result).slice(0, 500)}`);
  servers.push(await startStaticServer({ dir: join(outDir, 'site'), port: SITE_PORT }));
  servers.push(await startStaticServer({ dir: join(outDir, 'hub'), port: HUB_PORT }));
  // The commerce emulator the build points at (catalog/store.json demo products); tests steer it via /__emulator/*.
  servers.push(
    (await startEmulator({ port: API_PORT, catalogDir: 'tests/fixtures/catalog', testControls: true })).server,
  );
}

async function launch(): Promise<void> {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Playwright turns the back-forward cache off; guests have it, and the checkout must cope with it.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
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
}

export interface PageOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /**
   * Runs before any page script, in every document the page opens. A string when it defines
   * functions: tsx's compiled functions call a helper (__name) the browser does not have.
   */
  init?: (() => void) | string;
  /** localStorage entries set before the first document's scripts run (once, not on reload). */
  storage?: Record<string, string>;
  /** false: the page as it paints before (or without) any script. */
  javaScriptEnabled?: boolean;
  /** Browser permissions granted to the site's and the hub's origins, e.g. ['clipboard-read', 'clipboard-write']. */
  permissions?: string[];
  /** The guest's motion preference, as the operating system reports it. */
  reducedMotion?: 'reduce' | 'no-preference';
  /** Device pixels per CSS pixel: 3 for most phones; 1 by default. */
  deviceScaleFactor?: number;
  /** The guest's time zone, as the browser reports it (an IANA name, e.g. 'America/New_York'); the machine's by default. */
  timezoneId?: string;
  /**
   * 'allow' lets the site's service worker register (tests/e2e/offline.test.ts). Blocked by default:
   * a worker answers the page's requests itself, out of reach of page.route (Playwright's advice).
   */
  serviceWorkers?: 'allow' | 'block';
  /** false: the test opens another catalogue's site (other-catalogue.ts), so the sample's is not built for it. */
  sample?: boolean;
}

const CSP_MARK = '[csp]';
const CSP_REPORTER = `document.addEventListener('securitypolicyviolation', (e) => console.error('${CSP_MARK} ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber));`;

/** A fresh page (own storage) in the shared browser. Failing requests to other hosts are blocked: the tests run offline. */
export async function newPage({
  width = 1280,
  height = 900,
  colorScheme = 'light',
  init,
  storage,
  javaScriptEnabled = true,
  permissions,
  reducedMotion = 'no-preference',
  deviceScaleFactor,
  serviceWorkers = 'block',
  timezoneId,
  sample = true,
}: PageOptions = {}): Promise<Page> {
  launched ??= launch();
  if (sample) ready ??= start();
  await Promise.all([launched, sample && ready]);
  const context = await browser!.newContext({
    viewport: { width, height },
    colorScheme,
    javaScriptEnabled,
    reducedMotion,
    deviceScaleFactor,
    serviceWorkers,
    timezoneId,
  });
  if (permissions) for (const origin of [SITE, HUB]) await context.grantPermissions(permissions, { origin });
  contexts.push(context);
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  // Every page in the context reports what the Content-Security-Policy (sent by the server, as a
  // host would) blocked; a violation fails the test that caused it, when it closes the page.
  const violations: string[] = [];
  await context.addInitScript(CSP_REPORTER);
  context.on(
    'console',
    (message) =>
      message.text().startsWith(CSP_MARK) && violations.push(`${message.text()} on ${message.page()?.url()}`),
  );
  const page = await context.newPage();
  (page as Page & { violations: string[] }).violations = violations;
  const close = page.close.bind(page);
  page.close = async (...args) => {
    await close(...args);
    if (violations.length) throw new Error(`Content-Security-Policy violations:\n  ${violations.join('\n  ')}`);
  };
  if (init) await page.addInitScript(init);
  if (storage) {
    await page.addInitScript((entries) => {
      if (sessionStorage.getItem('kiln-test-seeded')) return;
      for (const [key, value] of entries) localStorage.setItem(key, value);
      sessionStorage.setItem('kiln-test-seeded', '1');
    }, Object.entries(storage));
  }
  const errors = violations;
  page.on('pageerror', (e) => errors.push(e.message));
  (page as Page & { errors: string[] }).errors = errors;
  return page;
}

/** Opens a path of the built site and waits until it has loaded. */
export async function visit(path: string, options?: PageOptions): Promise<Page> {
  const page = await newPage(options);
  await page.goto(SITE + path, { waitUntil: 'load' });
  return page;
}

/**
 * Goes to a URL and waits until the page is quiet by its own measure (client/page-quiet.ts: loaded, nothing fetched for
 * half a second, the main thread idle) and the islands that wake at once have. Not Playwright's 'networkidle', which
 * one slow answer on a busy machine held past its timeout in a full run. Not under Save-Data, which marks nothing.
 */
export async function gotoQuiet(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    (mark) =>
      performance.getEntriesByName(mark).length > 0 &&
      !document.querySelector('[data-island][data-when="load"]:not([data-hydrated]):not([data-failed])'),
    QUIET_MARK,
  );
}

/** Opens a path of the business hub (its own origin) and waits until it has loaded and React has taken over. */
export async function visitHub(path: string, options?: PageOptions): Promise<Page> {
  const page = await newPage(options);
  await page.goto(HUB + path, { waitUntil: 'load' });
  if (options?.javaScriptEnabled !== false) await hubReady(page);
  return page;
}

/** Waits until the hub's prerendered screen is hydrated (its React handlers attached), e.g. after a reload. */
export async function hubReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const screen = document.querySelector('#hub main, #hub form');
    return !!screen && Object.keys(screen).some((key) => key.startsWith('__reactProps'));
  });
  // Then what this browser stored (the store's client snapshot) is rendered and effects have run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/**
 * For a test that feeds the page hostile input on purpose: the Content-Security-Policy reports
 * matching `pattern` are expected (Chrome reports an inline handler even while a sanitizer only
 * parses it), so they are dropped instead of failing the test.
 */
export function expectCspViolations(page: Page, pattern: RegExp): void {
  const violations = (page as Page & { violations: string[] }).violations;
  const kept = violations.filter((v) => !(v.startsWith(CSP_MARK) && pattern.test(v)));
  violations.splice(0, violations.length, ...kept);
}

/**
 * A page `init` script that adds up every layout shift the page makes, from its first paint (read
 * it with layoutShift), and notes what moved and from where to where (whatShifted).
 */
export const recordLayoutShifts = (): void => {
  const w = window as unknown as { shifted: number; moved: string[] };
  w.shifted = 0;
  w.moved = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as unknown as {
        value: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      w.shifted += shift.value;
      for (const { node, previousRect: a, currentRect: b } of shift.sources ?? []) {
        // Its tag, id and first class: goober's class names say little, but with the rects, enough to find it.
        const element = node instanceof Element ? node : undefined;
        const firstClass = element?.getAttribute('class')?.split(' ')[0];
        const name = element
          ? `${element.localName}${element.id ? `#${element.id}` : ''}${firstClass ? `.${firstClass}` : ''}`
          : (node?.nodeName ?? 'a removed node');
        w.moved.push(
          `${name} ${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}x${Math.round(a.height)} -> ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)}`,
        );
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** The cumulative layout shift recordLayoutShifts has counted so far. */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { shifted: number }).shifted);

/** What moved so far and where (recordLayoutShifts), for a failing test to say. */
export const whatShifted = async (page: Page): Promise<string> =>
  (await page.evaluate(() => (window as unknown as { moved: string[] }).moved)).join('; ') || 'nothing';

/**
 * The last toast shown, as a guest reads it. Fails when it is drawn behind something (an open
 * modal dialog draws over the page, toaster and all): the topmost element at its centre must be
 * the toast's own.
 */
export async function seenToast(page: Page): Promise<{ title: string | null; description: string | null }> {
  const toast = page.locator('.toast').last();
  await toast.waitFor();
  const covering = await toast.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top && el.contains(top)
      ? undefined
      : `${top?.tagName.toLowerCase()}${top?.className ? `.${String(top.className).split(' ')[0]}` : ''}`;
  });
  if (covering) throw new Error(`the toast is hidden behind ${covering}`);
  return {
    title: await toast.locator('.toast-title').textContent(),
    description: await toast.locator('.toast-description').textContent(),
  };
}

/** Uncaught script errors the page has thrown so far. */
export const pageErrors = (page: Page): string[] => (page as Page & { errors: string[] }).errors;

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** Runs axe-core (WCAG 2 A/AA) on the page as it is now; any violation throws with what and where. */
export async function checkA11y(page: Page, include?: string): Promise<void> {
  // Colours caught halfway through a transition are not what a guest reads: let them settle first.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)), // an endless animation must not hang the test
    ]),
  );
  // Evaluated, not added as a <script>: the page's own CSP would rightly block an inline one.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.help}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  }, include);
  if (violations.length)
    throw new Error(`axe found ${violations.length} violation(s) on ${page.url()}:\n  ${violations.join('\n  ')}`);
}

/** Called once by tests/run-folder.ts after the last e2e suite. */
export async function closeAll(): Promise<void> {
  try {
    for (const close of atClose) await close().catch(() => {});
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
    for (const s of servers) s.close();
  } finally {
    // Even if the browser fails to close, the built site must not stay behind.
    if (outDir) await rm(outDir, { recursive: true, force: true });
  }
}
