import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { kiln, lines, makeFixture } from './fixture.ts';

const optional = suite('kiln build: a catalogue without packages.json');

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

optional('should refuse, naming file and line, while a page still links to /packages', async () => {
  const fixture = await makeFixture('no-packages-linked', (f) => f.remove('packages.json'));
  try {
    const run = kiln('validate', '--catalog', fixture.dir);
    assert.is(run.code, 1, run.stdout);
    const out = lines(run.stdout + run.stderr);
    assert.ok(
      out.some(
        (l) =>
          /^.*site\.json:\d+:\d+ \/mobile\/tabs\/\d+\/href links to "\/packages"/.test(l) &&
          /add packages\.json/.test(l),
      ),
      out.join('\n'),
    );
  } finally {
    await fixture.cleanup();
  }
});

optional('should build no /packages page, link, sitemap entry or _headers rule', async () => {
  const fixture = await makeFixture('no-packages', async (f) => {
    await f.remove('packages.json');
    // The café points its links elsewhere, as validate asks.
    for (const file of ['site.json', 'home.json', 'events.json'])
      await f.writeText(file, (await f.readText(file)).replaceAll('"href": "/packages"', '"href": "/gallery"'));
  });
  const root = await mkdtemp(join(tmpdir(), 'kiln-no-packages-'));
  try {
    const out = join(root, 'dist');
    const run = kiln('build', '--catalog', fixture.dir, '--out', out, '--site-url', 'https://www.example.in');
    assert.is(run.code, 0, run.stderr);
    const site = join(out, 'site');
    const files = await filesUnder(site);
    assert.not.ok(
      files.some((f) => f.startsWith('packages/')),
      'no dist/site/packages',
    );
    assert.ok(files.includes('gallery/index.html') && files.includes('contact/index.html'));
    for (const page of files.filter((f) => f.endsWith('.html'))) {
      const html = await readFile(join(site, page), 'utf8');
      assert.not.match(html, /href="\/packages/, `${page} links to /packages`);
      assert.not.match(html, /<[^>]+data-estimator-open/, `${page} has an estimator button`);
    }
    assert.not.match(await readFile(join(site, 'sitemap.xml'), 'utf8'), /\/packages/);
    assert.match(await readFile(join(site, 'sitemap.xml'), 'utf8'), /\/gallery/);
    assert.not.match(await readFile(join(site, '_headers'), 'utf8'), /\/packages/);
  } finally {
    await rm(root, { recursive: true, force: true });
    await fixture.cleanup();
  }
});

optional(
  'should build no /crash-course or /careers page without their files, once the links to them are gone',
  async () => {
    const gone = ['/crash-course', '/careers'];
    /** Drops every link object (with an href) to a page that is gone, from any list. */
    const dropLinks = (value: unknown): unknown => {
      if (Array.isArray(value))
        return value
          .filter((v) => !(v && typeof v === 'object' && gone.includes((v as { href?: string }).href ?? '')))
          .map(dropLinks);
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, dropLinks(v)]));
      return value;
    };
    const fixture = await makeFixture('no-workshops', async (f) => {
      await f.remove('crash-course.json');
      await f.remove('careers.json');
      await f.writeJson('site.json', dropLinks(await f.readJson('site.json')));
    });
    const root = await mkdtemp(join(tmpdir(), 'kiln-no-workshops-'));
    try {
      const out = join(root, 'dist');
      const run = kiln('build', '--catalog', fixture.dir, '--out', out, '--site-url', 'https://www.example.in');
      assert.is(run.code, 0, run.stdout + run.stderr);
      const files = await filesUnder(join(out, 'site'));
      assert.not.ok(files.some((f) => f.startsWith('crash-course/') || f.startsWith('careers/')));
      assert.ok(files.includes('pottery/index.html'));
      const home = await readFile(join(out, 'site/index.html'), 'utf8');
      assert.not.match(home, /href="\/(crash-course|careers)"/);
      assert.not.match(await readFile(join(out, 'site/sitemap.xml'), 'utf8'), /crash-course|careers/);
    } finally {
      await rm(root, { recursive: true, force: true });
      await fixture.cleanup();
    }
  },
);

optional.run();
