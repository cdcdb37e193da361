import type { Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { IDLE_PREFETCH_ASKED, IDLE_PREFETCH_ATTRIBUTE } from '../../site/client/prefetch-likely-taps.ts';
import { QUIET_MARK } from '../../site/client/page-quiet.ts';
import { SITE } from './harness.ts';

/**
 * What Chromium really fetches before the guest does anything, against the budget the byte-budget
 * test (tests/unit/build/budgets.test.ts) checks from the build: the boot script and every chunk
 * it goes on to fetch by itself. The lazy ones come after the boot script runs, so the count is
 * taken once the network is quiet, never while they are still on their way.
 *
 * Then the page is quiet (client/page-quiet.ts): its idle prefetch starts, and the open-now
 * status's code comes (lib/extra-files.ts WHEN_QUIET); the prefetch is waited for too. What they
 * fetch (`idle`) is told apart, not counted: what started after the quiet mark and is the prefetch's
 * chunk, a file its `<link>`s name, or the status's chunk; anything else after the mark still counts.
 * `site`: the origin to open `path` on, when not the sample's (e2e/other-catalogue.ts).
 */
export async function scriptFetchedUntouched(
  page: Page,
  path: string,
  site = SITE,
): Promise<{ urls: string[]; bytes: number; idle: string[] }> {
  await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(
    ({ asked, attribute }) => {
      if (!performance.getEntriesByName(asked).length) return false;
      const fetched = new Set(performance.getEntriesByType('resource').map((e) => e.name));
      // The open-now status's code, which comes once the page is quiet too.
      if (document.querySelector('[data-open-hours]') && ![...fetched].some((url) => /\/init-live-hours-/.test(url)))
        return false;
      return [...document.querySelectorAll<HTMLLinkElement>(`link[${attribute}]`)].every((l) => fetched.has(l.href));
    },
    { asked: IDLE_PREFETCH_ASKED, attribute: IDLE_PREFETCH_ATTRIBUTE },
  );
  const { urls, idle } = await page.evaluate(
    ({ mark, attribute }) => {
      const start = performance.getEntriesByName(mark)[0]!.startTime;
      const linked = new Set([...document.querySelectorAll<HTMLLinkElement>(`link[${attribute}]`)].map((l) => l.href));
      // No named functions in the page: tsx would name them with a helper the page lacks.
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({
          url: e.name,
          idle:
            e.startTime >= start && (linked.has(e.name) || /\/(prefetch-likely-taps|init-live-hours)-/.test(e.name)),
        }));
      return {
        urls: scripts.filter((e) => !e.idle).map((e) => e.url),
        idle: scripts.filter((e) => e.idle).map((e) => e.url),
      };
    },
    { mark: QUIET_MARK, attribute: IDLE_PREFETCH_ATTRIBUTE },
  );
  // What a host serving gzip (as every real one does) would send, each file on its own.
  let bytes = 0;
  for (const url of new Set(urls)) bytes += gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
  return { urls, bytes, idle };
}
