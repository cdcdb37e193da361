import { spawn, type ChildProcess } from 'node:child_process';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { PROJECT_DIR } from '../project-dir.ts';
import { findChromium } from './find-chromium.ts';

/** Where `kiln dev` listens while measured: beside the Lighthouse run's ports (KILN_BENCH_PORT). */
const PORT = Number(process.env.KILN_BENCH_PORT ?? 4473) + 10;

/** One save, in milliseconds from writing the file: to the reloaded page's first paint (when the change shows), and to its `load` event. */
export interface DevReload {
  paintMs: number;
  loadMs: number;
}

/**
 * `kiln dev` on a copy of the catalogue in `work`, the home page open in Chromium, and `saves`
 * edits of site.json's tagline (every page shows a catalogue save; the home page's title shows
 * this one): for each, the time from writing the file to the first paint of the reloaded page with
 * the new tagline (the page's own first-contentful-paint, on the same clock) and to its `load`
 * event. Undefined without a Chromium to open the page in.
 */
export async function measureDevReload({ catalog, work, saves = 5 }: { catalog: string; work: string; saves?: number }): Promise<DevReload[] | undefined> {
  const executablePath = findChromium();
  if (!executablePath) return undefined;
  const dir = join(work, 'dev-catalog');
  await cp(catalog, dir, { recursive: true });
  const dev = await startDev(dir, join(work, 'dev-out', 'dist'));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${PORT}/`, { waitUntil: 'load' });
    const times: DevReload[] = [];
    for (let i = 1; i <= saves; i++) {
      // As a guest reading the page would: the dev loop idle, the page settled.
      await new Promise((r) => setTimeout(r, 400));
      const tagline = `Where Benches Meet Art ${i}`;
      const shown = loadedWith(page, tagline);
      const file = join(dir, 'site.json');
      const site = JSON.parse(await readFile(file, 'utf8'));
      site.tagline = tagline;
      const text = `${JSON.stringify(site, null, 2)}\n`;
      const [saved, savedAt] = [performance.now(), Date.now()];
      await writeFile(file, text);
      const loaded = await shown;
      const paintedAt = Number(await page.evaluate(FIRST_PAINT));
      times.push({ paintMs: paintedAt - savedAt, loadMs: loaded - saved });
    }
    return times;
  } finally {
    await browser.close();
    dev.kill('SIGTERM');
    await new Promise((r) => dev.once('exit', r));
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

/** Resolves with the time of the first `load` of `page` whose title has `text`; fails after 15 s. */
function loadedWith(page: Page, text: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`kiln dev: no page with "${text}" within 15 s`)), 15_000);
    const onLoad = async () => {
      const at = performance.now();
      if ((await page.title()).includes(text)) {
        clearTimeout(timer);
        page.off('load', onLoad);
        resolve(at);
      }
    };
    page.on('load', onLoad);
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
