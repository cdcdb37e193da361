import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { initCafe } from '../../scripts/init/init-command.ts';
import { closeWithAll, checkA11y, newPage, pageErrors } from './harness.ts';
import { type ServedCatalogue, serveCatalogue } from './other-catalogue.ts';

/*
 * axe on a new café as `kiln init --kind studio-cafe --yes` writes it (issue 37 part 1), its
 * placeholders still in: the kind with the most pages. Served KILN_E2E_PORT + 300 (+ 301, + 302).
 */
const a11y = suite('a new café from kiln init: accessibility');

let started: Promise<ServedCatalogue> | undefined;
const newCafe = (): Promise<ServedCatalogue> =>
  (started ??= (async () => {
    const work = await mkdtemp(join(tmpdir(), 'kiln-e2e-init-'));
    closeWithAll(() => rm(work, { recursive: true, force: true }));
    const done = await initCafe({ dir: join(work, 'cafe'), kind: 'studio-cafe', name: 'Test Studio' });
    if (done.outcome !== 'written') throw new Error(`kiln init did not write: ${done.outcome}`);
    return serveCatalogue('new-cafe', done.catalog, 300);
  })());

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const)
  for (const colorScheme of ['light', 'dark'] as const)
    a11y(
      `should pass axe on every route at ${width}px (${colorScheme}), the menu and the pottery page among them`,
      async () => {
        const { site, siteDir } = await newCafe();
        const xml = await readFile(join(siteDir, 'sitemap.xml'), 'utf8');
        const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
        for (const path of ['/', '/menu', '/pottery']) assert.ok(paths.includes(path), `${path} in ${paths.join(' ')}`);
        const page = await newPage({ width, height, colorScheme, sample: false });
        for (const path of paths) {
          await page.goto(site + path, { waitUntil: 'load' });
          assert.is(await page.locator('main h1').count(), 1, `${path} has one h1 in main`);
          await checkA11y(page);
        }
        assert.equal(pageErrors(page), []);
        await page.close();
      },
    );

a11y.run();
