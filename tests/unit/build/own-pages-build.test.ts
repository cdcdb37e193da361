import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  BEFORE_INTERACTION_BUDGET,
  kib,
  measureSite,
  PAGE_BUDGET,
  scriptsBeforeInteraction,
} from '../../../scripts/budgets.ts';
import { build } from '../../../scripts/build.ts';
import { addOwnPages } from '../../own-pages-fixture.ts';

/** A copy of the sample with two pages of the café's own (tests/own-pages-fixture.ts), built once. */
const own = suite("kiln build: the café's own pages");

const SITE = 'https://www.example.in';
let root: string;
let siteDir: string;
const read = (file: string) => readFile(join(siteDir, file), 'utf8');

own.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-own-pages-'));
  const catalogDir = join(root, 'catalog');
  await cp('tests/fixtures/catalog', catalogDir, { recursive: true });
  await addOwnPages(catalogDir);
  const result = await build({ catalogDir, outDir: join(root, 'dist'), siteUrl: SITE });
  if (result.outcome !== 'built') throw new Error(`did not build: ${JSON.stringify(result).slice(0, 800)}`);
  siteDir = join(root, 'dist', 'site');
});

own.after(async () => {
  await rm(root, { recursive: true, force: true });
});

own('should prerender each at its address, titled and described by its entry, with a responsive picture', async () => {
  const catering = await read('catering/index.html');
  assert.match(catering, /<title>Catering · [^<]+<\/title>/);
  assert.match(
    catering,
    /<meta name="description" content="Food and chai for your office or party, from the studio kitchen\.">/,
  );
  assert.match(catering, new RegExp(`<link rel="canonical" href="${SITE}/catering">`));
  assert.match(catering, /<h1>Catering for your office<\/h1>/);
  assert.match(catering, /<source type="image\/avif" srcSet="\/pictures\/catering-[0-9a-f]+-400\.avif 400w/);
  assert.match(await read('seasons/winter/index.html'), /<h1>Winter evenings<\/h1>/);
});

own('should list them in the sitemap and _headers, and let the footer link to one', async () => {
  const sitemap = await read('sitemap.xml');
  assert.ok(sitemap.includes(`<loc>${SITE}/catering</loc>`), sitemap);
  assert.ok(sitemap.includes(`<loc>${SITE}/seasons/winter</loc>`));
  const headers = (await read('_headers')).split('\n');
  assert.ok(headers.includes('/catering') && headers.includes('/seasons/*'), 'a _headers rule for each');
  assert.match(await read('index.html'), /<a href="\/catering">Catering<\/a>/);
});

own('should keep each within the page budget and the script before interaction budget', async () => {
  const sizes = await measureSite(siteDir);
  for (const file of ['catering/index.html', 'seasons/winter/index.html']) {
    const size = sizes.find((s) => s.file === file)!;
    assert.is(size.budget, PAGE_BUDGET, file);
    assert.ok(size.gzip <= PAGE_BUDGET, `${file}: ${kib(size.gzip)} gzip`);
    const script = await scriptsBeforeInteraction(siteDir, file);
    assert.ok(script > 1000 && script <= BEFORE_INTERACTION_BUDGET, `${file}: ${kib(script)} of script`);
  }
});

own.run();
