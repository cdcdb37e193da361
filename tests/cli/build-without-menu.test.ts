import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { kiln, lines, makeFixture } from './fixture.ts';

/* A café with no menu online (a pottery studio, a shop): menu.json is optional like every page's file. */

const optional = suite('kiln build: a catalogue without menu.json');

optional('should name each link to /menu, by file and line, and say which file would make it', async () => {
  const fixture = await makeFixture('no-menu-linked', (f) => f.remove('menu.json'));
  try {
    const run = kiln('validate', '--catalog', fixture.dir);
    assert.is(run.code, 1, run.stdout);
    const out = lines(run.stdout + run.stderr);
    assert.ok(out.length > 0);
    for (const line of out) assert.match(line, /json:\d+:\d+ \S+ links to "\/menu.*\(add menu\.json to have it/);
  } finally {
    await fixture.cleanup();
  }
});

optional('should build no /menu page, link or sitemap entry, once the links point elsewhere', async () => {
  const fixture = await makeFixture('no-menu', async (f) => {
    await f.remove('menu.json');
    for (const file of await readdir(f.dir))
      if (file.endsWith('.json'))
        await f.writeText(
          file,
          (await f.readText(file)).replace(/"href": "\/menu(#[a-zA-Z-]*)?"/g, '"href": "/gallery"'),
        );
  });
  const root = await mkdtemp(join(tmpdir(), 'kiln-no-menu-'));
  try {
    const out = join(root, 'dist');
    const run = kiln('build', '--catalog', fixture.dir, '--out', out);
    assert.is(run.code, 0, run.stderr);
    const site = join(out, 'site');
    const files = (await readdir(site, { recursive: true })).map(String);
    assert.not.ok(files.includes('menu/index.html'), 'no dist/site/menu');
    assert.ok(files.includes('gallery/index.html'));
    for (const page of files.filter((f) => f.endsWith('.html')))
      assert.not.match(await readFile(join(site, page), 'utf8'), /href="\/menu/, `${page} links to /menu`);
    assert.not.match(await readFile(join(site, 'sitemap.xml'), 'utf8'), /\/menu/);
    // The packages are still sold; no dish is.
    const prices = JSON.parse(await readFile(join(site, 'cart-prices.json'), 'utf8'));
    assert.ok(Object.keys(prices.items).every((id) => !id.startsWith('menu-')));
    assert.ok(Object.keys(prices.items).some((id) => id.startsWith('package-')));
  } finally {
    await rm(root, { recursive: true, force: true });
    await fixture.cleanup();
  }
});

optional.run();
