import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { catalogRoutePaths } from '../../site/core/catalog-routes.ts';
import { ROUTE_PATHS } from '../../site/core/routes.ts';
import { type Fixture, kiln, makeFixture } from './fixture.ts';

const few = suite('kiln build: a catalogue with only the files a small bakery writes');

/** The bakery's files (tests/fixtures/bakery/): every other page file is left out. */
const KEPT = ['site', 'pages', 'home', 'contact', 'forms', 'faq', 'theme', 'menu'];

/** The paths of the sample's routes that a catalogue of only KEPT has. */
const present = catalogRoutePaths(Object.fromEntries(KEPT.map((k) => [k, {}])));
const absent = ROUTE_PATHS.filter((p) => !present.includes(p));

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

/** Pages every catalogue of KEPT has, for a link that must go somewhere (a phone tab) to lead to instead. */
const ELSEWHERE = ['/contact', '/reservations', '/collaborate', '/faq', '/menu'];

/**
 * Leads every link to an absent page elsewhere, as a café would: a plain link (label and href)
 * leaves its list, and a group left empty goes too; a tab or card leads to another page instead.
 */
function mendLinks(value: unknown, turn = { n: 0 }): unknown {
  const plainGone = (v: unknown) =>
    typeof v === 'object' &&
    v !== null &&
    absent.includes((v as { href?: string }).href ?? '') &&
    Object.keys(v).every((k) => k === 'label' || k === 'href');
  const emptyGroup = (v: unknown) =>
    typeof v === 'object' &&
    v !== null &&
    Array.isArray((v as { links?: unknown }).links) &&
    !(v as { links: unknown[] }).links.length;
  if (Array.isArray(value))
    return value
      .filter((v) => !plainGone(v))
      .map((v) => mendLinks(v, turn))
      .filter((v) => !emptyGroup(v));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === 'href' && absent.includes(v as string) ? ELSEWHERE[turn.n++ % ELSEWHERE.length] : mendLinks(v, turn),
      ]),
    );
  return value;
}

/** A copy of the sample cut down to KEPT, its links mended as validate asks. */
async function fewFiles(f: Fixture): Promise<void> {
  const files = (await readdir(f.dir)).filter((n) => n.endsWith('.json'));
  for (const name of files) {
    const key = name.replace('.json', '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (!KEPT.includes(key)) await f.remove(name);
  }
  // The home sections that draw from a file left out go with it.
  await f.editJson('home.json', (home) => {
    for (const part of ['pottery', 'testimonials', 'pressProof', 'offers', 'gallery']) delete home[part];
    delete home.mobile.photos;
  });
  for (const file of ['site.json', 'home.json', 'faq.json', 'contact.json', 'forms.json'])
    await f.writeJson(file, mendLinks(await f.readJson(file)));
  await f.editJson('pages.json', (pages) => {
    for (const path of absent) delete pages.routes[path];
  });
}

few('should validate, with every page file but the bakery’s left out', async () => {
  const fixture = await makeFixture('few-files-valid', fewFiles);
  try {
    const run = kiln('validate', '--catalog', fixture.dir);
    assert.is(run.code, 0, run.stdout + run.stderr);
  } finally {
    await fixture.cleanup();
  }
});

few('should build no route, link, sitemap entry, _headers rule or tab for a page left out', async () => {
  const fixture = await makeFixture('few-files', fewFiles);
  const root = await mkdtemp(join(tmpdir(), 'kiln-few-files-'));
  try {
    const out = join(root, 'dist');
    const run = kiln('build', '--catalog', fixture.dir, '--out', out, '--site-url', 'https://www.example.in');
    assert.is(run.code, 0, run.stdout + run.stderr);
    const site = join(out, 'site');
    const files = await filesUnder(site);
    for (const path of present)
      assert.ok(files.includes(path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), path);
    const html = files.filter((f) => f.endsWith('.html'));
    for (const path of absent) {
      assert.not.ok(
        files.some((f) => f.startsWith(`${path.slice(1)}/`)),
        `no page at ${path}`,
      );
    }
    const linkToAbsent = new RegExp(`href="(${absent.join('|')})(["#?/])`);
    for (const page of html)
      assert.not.match(await readFile(join(site, page), 'utf8'), linkToAbsent, `${page} links to a page left out`);
    const sitemap = await readFile(join(site, 'sitemap.xml'), 'utf8');
    const headers = await readFile(join(site, '_headers'), 'utf8');
    for (const path of absent) {
      assert.not.ok(sitemap.includes(`https://www.example.in${path}<`), `sitemap lists ${path}`);
      assert.not.ok(headers.split('\n').includes(path), `_headers has a rule for ${path}`);
    }
    // No late home section, cart or Dashboard for files left out; no calendar without events.
    assert.not.ok(files.some((f) => /^sections\/home\/(pottery|testimonials|offers)\.html$/.test(f)));
    assert.ok(files.includes('sections/home/reservations.html'));
    assert.not.ok(files.includes('events.ics'));
    assert.not.match(await readFile(join(site, '_redirects'), 'utf8'), /product/, 'no rewrite to a product page');
    const home = await readFile(join(site, 'index.html'), 'utf8');
    assert.not.match(home, /id="(pottery|testimonials|offers|gallery|press-social-proof|m-photos)"/);
    assert.not.match(home, /data-island="cart"/);
    // No store.json, no cart: no cart button, and no Add button on the menu that would lead nowhere.
    const menu = await readFile(join(site, 'menu/index.html'), 'utf8');
    assert.not.match(menu, /<button[^>]*data-(add-to-cart|cart-open)/);
    assert.match(menu, /₹/, 'the menu still shows its prices');
    assert.not.ok(
      (await filesUnder(out)).some((f) => f.startsWith('hub/')),
      'no staff hub without hub.json',
    );
  } finally {
    await rm(root, { recursive: true, force: true });
    await fixture.cleanup();
  }
});

few.run();
