import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bakery } from './bakery-site.ts';
import { checkA11y, newPage, pageErrors } from './harness.ts';

/*
 * axe on every page of the second café (tests/fixtures/bakery/, issue 36 part 7), at a phone's and
 * a desktop's width in both themes: its brand colour is a light yellow, which text can only use
 * darkened, and its menu has sections, sizes, photos and a sold-out dish the sample's does not.
 */
const a11y = suite('a second café: accessibility');

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const)
  for (const colorScheme of ['light', 'dark'] as const)
    a11y(`should pass axe on every route and the not-found page at ${width}px (${colorScheme})`, async () => {
      const { site, siteDir } = await bakery();
      const xml = await readFile(join(siteDir, 'sitemap.xml'), 'utf8');
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      assert.ok(paths.length >= 8, paths.join(' '));
      const page = await newPage({ width, height, colorScheme, sample: false });
      for (const path of [...paths, '/no-such-page']) {
        await page.goto(site + path, { waitUntil: 'load' });
        // The not-found page holds the phone's home page too, each shown at its own width.
        if (path !== '/no-such-page') assert.is(await page.locator('main h1').count(), 1, `${path} has one h1 in main`);
        await checkA11y(page);
      }
      assert.equal(pageErrors(page), []);
      await page.close();
    });

a11y.run();
