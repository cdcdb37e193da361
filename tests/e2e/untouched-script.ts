import type { Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { SITE } from './harness.ts';

/**
 * What Chromium really fetches before the guest does anything, against the budget the byte-budget
 * test (tests/unit/build/budgets.test.ts) checks from the build: the boot script and every chunk
 * it goes on to fetch by itself. The lazy ones come after the boot script runs, so the count is
 * taken once the network is quiet, never while they are still on their way.
 */
export async function scriptFetchedUntouched(page: Page, path: string): Promise<{ urls: string[]; bytes: number }> {
  await page.goto(`${SITE}${path}`, { waitUntil: 'networkidle' });
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
  // What a host serving gzip (as every real one does) would send, each file on its own.
  let bytes = 0;
  for (const url of new Set(urls)) bytes += gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
  return { urls, bytes };
}
