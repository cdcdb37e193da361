import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { kiln, lines, REPO } from './fixture.ts';

/*
 * `kiln init DIR --yes` (issue 37 part 1) as an owner runs it: each kind of place gives a folder
 * whose catalogue validates with nothing but placeholders left, and builds a site where every
 * page in the sitemap is there and no link leads to a page that is not.
 */
const init = suite('kiln init: a new café from a starter');

/** Each kind, and tabs its menu starts with, as that kind of place has. */
const KINDS: Record<string, string[]> = {
  cafe: ['coffee', 'breakfast'],
  restaurant: ['starters', 'mains'],
  bakery: ['breads', 'cakes'],
  'studio-cafe': ['coffee', 'small-plates'],
};
/** The starters' site address (a placeholder itself). */
const ORIGIN = 'https://www.your-cafe.example';
const PLACEHOLDER_LINE = /^placeholder (text|picture) left at \S+\.json:\d+:\d+ \/\S*$/;

let root: string;
init.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-init-'));
});
init.after(() => rm(root, { recursive: true, force: true }));

/** Every output line that is neither a placeholder warning nor one of `expected`. */
const others = (output: string, expected: RegExp[]) =>
  lines(output).filter((l) => !PLACEHOLDER_LINE.test(l) && !expected.some((e) => e.test(l)));

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

/** The built file a site path is served from, if there is one. */
function builtFile(site: string, path: string): string | undefined {
  const clean = decodeURIComponent(path.replace(/[?#].*$/, '')).replace(/^\//, '');
  return [join(site, clean), join(site, clean, 'index.html'), join(site, `${clean}.html`)].find(
    (file) => existsSync(file) && !file.endsWith('/'),
  );
}

for (const [kind, tabs] of Object.entries(KINDS)) {
  init(
    `should write a ${kind} that validates with only placeholders left, and builds every page it links to`,
    async () => {
      const dir = join(root, kind);
      const made = kiln('init', dir, '--kind', kind, '--name', `Test ${kind}`, '--yes');
      assert.is(made.code, 0, made.stdout + made.stderr);
      const catalog = join(dir, 'catalog');
      for (const file of [join(dir, '.gitignore'), join(dir, 'README.md'), join(catalog, 'site.json')])
        assert.ok(existsSync(file), file);
      assert.ok(existsSync(join(catalog, 'schemas', 'site.schema.json')), "Kiln's schemas");

      const checked = kiln('validate', '--catalog', catalog);
      assert.is(checked.code, 0, checked.stdout + checked.stderr);
      const output = checked.stdout + checked.stderr;
      assert.ok(
        lines(output).some((l) => PLACEHOLDER_LINE.test(l)),
        'the placeholders are listed',
      );
      assert.equal(others(output, [/the catalogue is valid\.$/]), [], 'nothing but placeholders');

      const out = join(dir, 'dist');
      const built = kiln('build', '--catalog', catalog, '--out', out);
      assert.is(built.code, 0, built.stdout + built.stderr);
      assert.equal(
        others(built.stdout + built.stderr, [/^Built \d+ routes/, /^warning: \d+ placeholders left in \d+ files: /]),
        [],
        'the placeholders counted in one line, and no other warning',
      );

      const site = join(out, 'site');
      const sitemap = await readFile(join(site, 'sitemap.xml'), 'utf8');
      const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(ORIGIN.length));
      assert.ok(routes.includes('/menu'), 'a menu');
      for (const route of routes) assert.ok(builtFile(site, route), `${route} in the sitemap is built`);

      const pages = (await filesUnder(site)).filter((f) => f.endsWith('.html'));
      for (const page of pages) {
        const html = await readFile(join(site, page), 'utf8');
        for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
          const path = href!.startsWith(ORIGIN) ? href!.slice(ORIGIN.length) || '/' : href!;
          if (!path.startsWith('/') || path.startsWith('//')) continue;
          assert.ok(builtFile(site, path), `${page} links to ${href}, which is not built`);
        }
      }
      const menu = JSON.parse(await readFile(join(catalog, 'menu.json'), 'utf8')) as { categories: { id: string }[] };
      const ids = menu.categories.map((c) => c.id);
      for (const tab of tabs) assert.ok(ids.includes(tab), `${kind}'s menu has ${tab}: ${ids.join(', ')}`);
      assert.is(routes.includes('/pottery'), kind === 'studio-cafe', 'only a studio café has /pottery');
      assert.is(existsSync(join(site, 'pottery')), kind === 'studio-cafe');
      assert.is(existsSync(join(catalog, 'crash-course.json')), kind === 'studio-cafe');
    },
  );
}

init('should write the answers given as flags into site.json, WhatsApp as the phone by default', async () => {
  const dir = join(root, 'answers');
  const made = kiln(
    'init',
    dir,
    '--kind',
    'bakery',
    '--name',
    'Maple Crumb',
    '--tagline',
    'Bread at seven',
    '--phone',
    '+91 98450 12345',
    '--yes',
  );
  assert.is(made.code, 0, made.stdout + made.stderr);
  const site = JSON.parse(await readFile(join(dir, 'catalog', 'site.json'), 'utf8'));
  assert.is(site.name, 'Maple Crumb');
  assert.is(site.tagline, 'Bread at seven');
  assert.is(site.phone, '+91 98450 12345');
  assert.is(site.whatsapp, '919845012345');
  assert.match(await readFile(join(dir, 'README.md'), 'utf8'), 'npm run dev');
});

init('should make a folder that builds on its own: npm install brings the Kiln its package.json names', async () => {
  const dir = join(root, 'own');
  const made = kiln('init', dir, '--yes', '--kiln', `file:${REPO}`);
  assert.is(made.code, 0, made.stdout + made.stderr);
  assert.match(made.stdout, `in ${dir}: npm install (once), then npm run dev`);
  const npm = (...args: string[]) =>
    spawnSync('npm', args, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' },
    });
  // No install scripts: Kiln's own (prepare) would rebuild this checkout's caches while other tests use them.
  const installed = npm('install', '--offline', '--ignore-scripts');
  assert.is(installed.status, 0, installed.stderr);
  const built = npm('run', 'build');
  assert.is(built.status, 0, built.stdout + built.stderr);
  assert.match(built.stderr, 'placeholders left in', 'its own catalogue');
  assert.match(built.stderr, '"npm run kiln -- validate --catalog catalog" lists each');
  assert.ok(existsSync(join(dir, 'dist', 'site', 'index.html')));
});

init('should refuse a folder that is not empty, in one line, and leave it as it was', async () => {
  const dir = join(root, 'taken');
  await mkdir(dir);
  await writeFile(join(dir, 'notes.txt'), 'mine');
  const run = kiln('init', dir, '--kind', 'cafe', '--yes');
  assert.is.not(run.code, 0);
  assert.equal(lines(run.stdout + run.stderr), [
    `kiln init: ${dir} is not empty; choose a new folder, or an empty one.`,
  ]);
  assert.equal(await readdir(dir), ['notes.txt']);
});

init(
  'should refuse a file in the folder’s place, and a phone number the catalogue would not take, in one line each',
  async () => {
    const file = join(root, 'a-file');
    await writeFile(file, 'mine');
    const onFile = kiln('init', file, '--yes');
    assert.is.not(onFile.code, 0);
    assert.equal(lines(onFile.stdout + onFile.stderr), [
      `kiln init: ${file} is a file, not a folder; choose a new folder, or an empty one.`,
    ]);

    const dir = join(root, 'bad-phone');
    const run = kiln('init', dir, '--phone', 'call us', '--yes');
    assert.is.not(run.code, 0);
    assert.equal(lines(run.stdout + run.stderr), [
      'kiln init: --phone "call us" is not a number Kiln can use; write it with its country code, e.g. "+91 98450 12345". Nothing was written.',
    ]);
    assert.not.ok(existsSync(dir), 'nothing written');
  },
);

init('should refuse a folder that is not empty in one line without --yes too, before any server starts', async () => {
  const dir = join(root, 'asked');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'notes.txt'), 'mine');
  const run = kiln('init', dir, '--kind', 'cafe');
  assert.is.not(run.code, 0);
  const said = lines(run.stdout + run.stderr);
  assert.equal(said, [`kiln init: ${dir} is not empty; choose a new folder, or an empty one.`]);
  assert.equal(await readdir(dir), ['notes.txt'], 'nothing written');
});

init.run();
