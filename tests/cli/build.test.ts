import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertCompleteBuild, builtAt, existingOutput, snapshot } from './build-output.ts';
import { kiln, lines, makeFixture } from './fixture.ts';
import { ROUTES } from '../../site/core/routes.ts';

const build = suite('kiln build');

build(
  'should exit 1 on an invalid catalogue and leave the existing output folder byte for byte untouched',
  async () => {
    const fixture = await makeFixture('build-invalid', (f) => f.remove('images/logo.svg'));
    const { root, out } = await existingOutput({ marked: true });
    try {
      const before = await snapshot(out);
      const run = kiln('build', '--catalog', fixture.dir, '--out', out);
      const err = lines(run.stderr);
      assert.ok(
        err.some(
          (l) =>
            l.startsWith(`${fixture.dir}/site.json:`) &&
            l.endsWith(`/logo/src image file not found: ${fixture.dir}/images/logo.svg`),
        ),
        run.stderr,
      );
      assert.match(
        err.at(-1)!,
        new RegExp(`^Build stopped: \\d+ problems? in the catalogue; ${out}/ was left as it was\\.$`),
      );
      assert.is(run.code, 1);
      assert.equal(await snapshot(out), before);
      assert.equal(await readdir(root), ['dist'], 'no half-written folder or lock left beside it');
    } finally {
      await rm(root, { recursive: true, force: true });
      await fixture.cleanup();
    }
  },
);

build(
  'should build a catalogue that has only warnings (a menu price in rupees, a field given twice), printing each in one line',
  async () => {
    const fixture = await makeFixture('build-warnings', async (f) => {
      const menu = await f.readText('menu.json');
      await f.writeText('menu.json', menu.replace('"price": 19000 }', '"price": 190,\n          "price": 190 }'));
    });
    const root = await mkdtemp(join(tmpdir(), 'kiln-build-warnings-'));
    try {
      const run = kiln(
        'build',
        '--catalog',
        fixture.dir,
        '--out',
        join(root, 'dist'),
        '--site-url',
        'https://www.example.in',
      );
      assert.is(run.code, 0, run.stderr);
      const second = (await fixture.readText('menu.json')).split('\n').indexOf('          "price": 190 },') + 1;
      const warnings = lines(run.stderr).map((l) =>
        l.replace(`${fixture.dir}/`, 'tests/fixtures/catalog/').replace(/:\d+:\d+ /, ' '),
      );
      assert.equal(warnings, [
        'tests/fixtures/catalog/menu.json /categories/0/sections/0/items/0/price warning: 190 paise is ₹1.90: menu prices are in paise, so ₹190 is written 19000',
        `tests/fixtures/catalog/menu.json /categories/0/sections/0/items/0/price warning: "price" is given twice in this block, on lines ${second - 1} and ${second}: only the last one counts, so delete the other`,
      ]);
      assert.match(run.stdout, /^Built \d+ routes/);
      await assertCompleteBuild(join(root, 'dist'));
    } finally {
      await rm(root, { recursive: true, force: true });
      await fixture.cleanup();
    }
  },
);

build('should replace an earlier output (it carries the marker) with the new site', async () => {
  const fixture = await makeFixture('build-valid');
  const { root, out } = await existingOutput({ marked: true });
  try {
    const run = kiln('build', '--catalog', fixture.dir, '--out', out);
    assert.is(run.stderr, '');
    assert.match(
      run.stdout,
      new RegExp(`^Built ${ROUTES.length} routes \\+ 404 into ${out}/ \\(\\d+ KiB\\) in \\d+\\.\\d s\\.\\n$`),
    );
    assert.is(run.code, 0);
    const files = await snapshot(out);
    assert.not.ok('keep-me.bin' in files, 'the previous output is gone');
    await assertCompleteBuild(out);
    assert.is(await readFile(join(out, 'site/images/logo.svg'), 'utf8'), await fixture.readText('images/logo.svg'));
    assert.equal(await readdir(root), ['dist']);
  } finally {
    await rm(root, { recursive: true, force: true });
    await fixture.cleanup();
  }
});

build('should build over its own previous build, into an empty folder, and into a folder not there yet', async () => {
  const fixture = await makeFixture('build-again');
  const root = await mkdtemp(join(tmpdir(), 'kiln-build-again-'));
  try {
    const out = join(root, 'empty');
    await mkdir(out);
    assert.is(kiln('build', '--catalog', fixture.dir, '--out', out).code, 0, 'into an empty folder');
    await assertCompleteBuild(out);
    const first = await builtAt(out);
    const again = kiln('build', '--catalog', fixture.dir, '--out', out);
    assert.is(again.stderr, '');
    assert.is(again.code, 0, 'over its previous build');
    await assertCompleteBuild(out);
    assert.ok((await builtAt(out)) > first, 'a new build');
    const deep = join(root, 'new', 'deeper');
    assert.is(kiln('build', '--catalog', fixture.dir, '--out', deep).code, 0, 'into a folder not there yet');
    await assertCompleteBuild(deep);
    assert.equal((await readdir(root)).sort(), ['empty', 'new']);
    assert.equal(await readdir(join(root, 'new')), ['deeper']);
  } finally {
    await rm(root, { recursive: true, force: true });
    await fixture.cleanup();
  }
});

build(
  'should refuse, with exit 2 and one line, a folder of files Kiln did not write, and leave them byte for byte',
  async () => {
    const fixture = await makeFixture('build-foreign');
    const { root, out } = await existingOutput({ marked: false });
    try {
      const before = await snapshot(out);
      const run = kiln('build', '--catalog', fixture.dir, '--out', out);
      assert.is(
        run.stderr,
        `kiln build: refusing --out ${out}: it is not empty and has no .kiln-build.json, so Kiln did not build it; choose an empty folder, or delete this one yourself if it is an old build.\n`,
      );
      assert.is(run.stdout, '');
      assert.is(run.code, 2);
      assert.equal(await snapshot(out), before);
      assert.equal(await readdir(root), ['dist']);
    } finally {
      await rm(root, { recursive: true, force: true });
      await fixture.cleanup();
    }
  },
);

build('should leave alone a copy of its output named like the folders it works in (dist.old-2024)', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kiln-build-backup-'));
  try {
    const out = join(root, 'dist');
    assert.is(kiln('build', '--catalog', 'tests/fixtures/catalog', '--out', out).code, 0);
    // Named after a process that has ended, as the folder of a build killed mid-swap would be.
    const backup = join(root, `dist.old-${spawnSync(process.execPath, ['-e', '']).pid}`);
    await cp(out, backup, { recursive: true });
    await writeFile(join(backup, 'notes.txt'), 'the March menu');
    const before = await snapshot(backup);
    const run = kiln('build', '--catalog', 'tests/fixtures/catalog', '--out', out);
    assert.is(run.code, 0, run.stderr);
    assert.equal(await snapshot(backup), before, 'the copy is as it was');
    assert.equal((await readdir(root)).sort(), ['dist', basename(backup)]);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

build('should exit 2 for an unknown flag without touching anything', () => {
  const run = kiln('build', '--catalog', 'tests/fixtures/catalog', '--outt', '/tmp/kiln-never-built');
  assert.match(run.stderr, /unknown option '--outt'/);
  assert.is(run.code, 2);
});

build.run();

const json = suite('kiln build --json');

json(
  'should print the outcome as JSON: built with its warnings, invalid with its problems, refused with its reason and line',
  async () => {
    const fixture = await makeFixture('build-json', (f) => f.remove('images/logo.svg'));
    const root = await mkdtemp(join(tmpdir(), 'kiln-build-json-'));
    try {
      const built = kiln('build', '--catalog', 'tests/fixtures/catalog', '--json', '--out', join(root, 'dist'));
      assert.is(built.code, 0, built.stderr);
      const outcome = JSON.parse(built.stdout);
      assert.is(outcome.outcome, 'built');
      assert.is(outcome.routes, ROUTES.length);
      assert.ok(Array.isArray(outcome.warnings));
      assert.is(built.stderr, '', 'nothing but the JSON');

      const invalid = kiln('build', '--json', '--catalog', fixture.dir, '--out', join(root, 'dist'));
      assert.is(invalid.code, 1);
      const problems = JSON.parse(invalid.stdout);
      assert.is(problems.outcome, 'invalid');
      assert.ok(
        problems.problems.some(
          (p: { pointer: string; message: string }) =>
            p.pointer === '/logo/src' && /image file not found/.test(p.message),
        ),
        invalid.stdout,
      );
      const validated = JSON.parse(kiln('validate', '--json', '--catalog', fixture.dir).stdout);
      assert.equal(
        problems.problems,
        validated.filter((p: { warning?: true }) => !p.warning),
        'the problems as validate --json gives them',
      );

      const refused = kiln('build', '--catalog', 'tests/fixtures/catalog', '--json', '--out', 'tests/fixtures/catalog');
      assert.is(refused.code, 2);
      const refusal = JSON.parse(refused.stdout);
      assert.equal(
        [refusal.outcome, refusal.refusal.reason, refusal.refusal.refusal.reason],
        ['refused', 'out-dir', 'catalogue'],
      );
      assert.match(refusal.message, /^kiln build: refusing --out .*: it is the catalogue folder;/);
    } finally {
      await rm(root, { recursive: true, force: true });
      await fixture.cleanup();
    }
  },
);

json.run();
