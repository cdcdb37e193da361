import { spawn, type ChildProcess } from 'node:child_process';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { PROJECT_DIR } from '../project-dir.ts';
import { findChromium } from './find-chromium.ts';
import { menuLists } from './scale-catalog.ts';

/** Where `kiln dev` listens while measured: beside the Lighthouse run's ports (KILN_BENCH_PORT). */
const PORT = Number(process.env.KILN_BENCH_PORT ?? 4473) + 10;

/**
 * One save, in milliseconds from writing the file: to the first paint that shows the change (the
 * reloaded page's first-contentful-paint, or, when a dev server patches the page in place, the
 * frame after the change appeared), and to the reloaded page's `load` event (the patch, without one).
 */
export interface DevReload {
  paintMs: number;
  loadMs: number;
}

/** The price the bench sets on save `i`: shown in whole rupees on both sites' menus. */
export const benchPrice = (i: number) => 961 + i;

/**
 * `kiln dev` on a copy of the catalogue in `work`, /menu open in Chromium, and `saves` edits of
 * the first dish's price in menu.json (the edit the bench makes on the Astro peer too,
 * astro-dev.ts): for each, the time from writing the file to the first paint of the reloaded page
 * with the new price, and to its `load` event. Undefined without a Chromium to open the page in.
 */
export async function measureDevReload({
  catalog,
  work,
  saves = 5,
}: {
  catalog: string;
  work: string;
  saves?: number;
}): Promise<DevReload[] | undefined> {
  const executablePath = findChromium();
  if (!executablePath) return undefined;
  const dir = join(work, 'dev-catalog');
  await cp(catalog, dir, { recursive: true });
  const dev = await startDev(dir, join(work, 'dev-out', 'dist'));
  try {
    return await timeSaves({
      executablePath,
      url: `http://localhost:${PORT}/menu`,
      saves,
      async save(i) {
        const file = join(dir, 'menu.json');
        const menu = JSON.parse(await readFile(file, 'utf8'));
        menuLists(menu)[0]![0]!.price = benchPrice(i) * 100;
        return { text: String(benchPrice(i)), data: `${JSON.stringify(menu, null, 2)}\n`, file };
      },
    });
  } finally {
    dev.kill('SIGTERM');
    await new Promise((r) => dev.once('exit', r));
  }
}

/** A save to time: the file's new text, and what the page shows once it has the change (a number, standing alone). */
export interface BenchSave {
  file: string;
  data: string;
  text: string;
}

/**
 * `url` open in Chromium and, `saves` times after one that is not counted, the file `save(i)` gives
 * written: the time to the first paint showing its text, as a guest reading the page would see it
 * (the dev server idle, the page settled).
 */
export async function timeSaves({
  executablePath,
  url,
  saves,
  save,
}: {
  executablePath: string;
  url: string;
  saves: number;
  save: (i: number) => Promise<BenchSave>;
}): Promise<DevReload[]> {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // Settled first: Vite optimizes the dependencies a fresh page asks for, then reloads it.
    await page.waitForLoadState('networkidle');
    await new Promise((r) => setTimeout(r, 1500));
    const times: DevReload[] = [];
    // Save 0 is not counted: a dev server's first change can compile what later ones reuse (Vite's).
    for (let i = 0; i <= saves; i++) {
      await new Promise((r) => setTimeout(r, 400));
      const { file, data, text } = await save(i);
      const shown = shownWith(page, text);
      const [saved, savedAt] = [performance.now(), Date.now()];
      await writeFile(file, data);
      const { paintedAt, loaded } = await shown;
      if (i > 0) times.push({ paintMs: paintedAt - savedAt, loadMs: loaded - saved });
    }
    return times;
  } finally {
    await browser.close();
  }
}

/**
 * The page's first contentful paint, on the wall clock (the page's time origin plus its offset): the
 * entry may come a moment after `load`, so it is waited for, up to two seconds.
 */
const FIRST_PAINT = `new Promise((resolve) => {
  const done = (entry) => resolve(entry ? performance.timeOrigin + entry.startTime : NaN);
  new PerformanceObserver((list) => done(list.getEntriesByName('first-contentful-paint')[0])).observe({ type: 'paint', buffered: true });
  setTimeout(() => done(undefined), 2000);
})`;

/** In the open page: once `text` shows (patched in, with no reload), the wall-clock time of the frame after it. */
const PATCHED = (text: string) => `new Promise((resolve) => {
  const has = new RegExp('(^|[^0-9])' + ${JSON.stringify(text)} + '([^0-9]|$)');
  const check = () => has.test(document.body.innerText) && (observer.disconnect(), requestAnimationFrame(() => setTimeout(() => resolve(performance.timeOrigin + performance.now()))));
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
})`;

/**
 * When `page` first shows `text` standing alone: a reload whose page has it (its first paint and
 * `load`, performance.now() here), or the page patched in place; fails after 15 s.
 */
function shownWith(page: Page, text: string): Promise<{ paintedAt: number; loaded: number }> {
  const has = new RegExp(`(^|[^0-9])${text}([^0-9]|$)`);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no page with "${text}" within 15 s`)), 15_000);
    const done = (shown: { paintedAt: number; loaded: number }) => {
      clearTimeout(timer);
      page.off('load', onLoad);
      resolve(shown);
    };
    // A reload ends this page, and this with it.
    const watch = () =>
      page.evaluate(PATCHED(text)).then(
        (at) => done({ paintedAt: Number(at), loaded: performance.now() }),
        () => undefined,
      );
    const onLoad = async () => {
      const loaded = performance.now();
      if (has.test(String(await page.evaluate('document.body.innerText'))))
        done({ paintedAt: Number(await page.evaluate(FIRST_PAINT)), loaded });
      // A reload of the old text (Vite reloads a page once it has optimized its dependencies): the change may still be patched in.
      else void watch();
    };
    page.on('load', onLoad);
    void watch();
  });
}

/** `kiln dev` as staff start it; resolves once it watches. */
function startDev(catalog: string, out: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      'scripts/prebuilt/kiln.mjs',
      'dev',
      '--catalog',
      catalog,
      '--out',
      out,
      '--port',
      String(PORT),
      '--hub-port',
      String(PORT + 1),
      '--api-port',
      String(PORT + 2),
    ],
    { cwd: PROJECT_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let printed = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk;
      if (printed.includes('Watching for changes')) resolve(child);
    });
    child.stderr!.on('data', (chunk: Buffer) => void (printed += chunk));
    child.on('exit', (code) => reject(new Error(`kiln dev exited ${code}: ${printed}`)));
  });
}
