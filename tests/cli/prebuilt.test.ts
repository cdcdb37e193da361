import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { META, type BundleOutput } from '../../scripts/prebuilt/prebuilt-modules.ts';
import { KILN, makeFixture, REPO } from './fixture.ts';

/**
 * The files `kiln <args>` imports when run as staff run it (the launcher), as the resolve hook in
 * hooks/report-files.mjs saw them, and the project files and packages bundled into those of the
 * prebuilt CLI (from the description its bundler wrote beside it).
 */
function loadedBy(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--import', './tests/cli/hooks/report-files.mjs', ...KILN, ...args], {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  const files = run.stderr.split('\n').flatMap((l) => (l.startsWith('[file] ') ? [fileURLToPath(l.slice(7))] : []));
  const entry = files.find((f) => basename(f) === 'kiln.cjs' && existsSync(join(dirname(f), META)));
  assert.ok(entry, `the prebuilt CLI ran: ${files.join(', ')}`);
  const bundleDir = dirname(entry);
  const outputs = JSON.parse(readFileSync(join(bundleDir, META), 'utf8')) as Record<string, BundleOutput>;
  const bundled = files
    .filter((f) => dirname(f) === bundleDir)
    .flatMap((f) => outputs[relative(bundleDir, f)]?.inputs ?? []);
  return { code: run.status, stdout: run.stdout, files, bundleDir, bundled };
}

const prebuilt = suite('kiln: the prebuilt CLI');

prebuilt('should run from one bundle, with no TypeScript compiled on the way', () => {
  // Once to make the bundle if the sources changed since the last run (that run loads esbuild to bundle them).
  loadedBy(['validate']);
  const { code, files, bundleDir } = loadedBy(['validate']);
  assert.is(code, 0);
  assert.equal(
    files.filter((f) => /\.tsx?$/.test(f)),
    [],
    'no TypeScript file is imported',
  );
  const inCache = (home: string) =>
    relative(join(REPO, 'node_modules', home, 'cli'), bundleDir).split(/[\\/]/).length === 1;
  assert.ok(
    inCache(join('.cache', 'kiln')) || inCache('.kiln-install'),
    `it lives in the cache, or in what the install made: ${bundleDir}`,
  );
  // Of the project's own files (not packages, nor Kiln's caches under node_modules/).
  const outside = files.filter(
    (f) =>
      dirname(f) !== bundleDir &&
      !f.startsWith(join(REPO, 'scripts', 'prebuilt')) &&
      !f.includes(`${sep}node_modules${sep}`),
  );
  assert.equal(outside, [], 'only the launcher and the bundle');
});

/** A cache holding only the prebuilt CLI as it is now (no compiled code beside it yet), as a fresh install's first run leaves it. */
async function cacheWithTheCli(): Promise<{ cache: string; bundleDir: string }> {
  const { bundleDir } = loadedBy(['validate']);
  const cache = await mkdtemp(join(tmpdir(), 'kiln-code-cache-'));
  const copy = join(cache, 'cli', basename(bundleDir));
  await cp(bundleDir, copy, { recursive: true, filter: (from) => !from.endsWith('.v8') });
  await cp(join(bundleDir, '..', '..', 'cli.json'), join(cache, 'cli.json'));
  return { cache, bundleDir: copy };
}

prebuilt("should keep each command's compiled code beside the bundle, and run the next time from it", async () => {
  const { cache, bundleDir } = await cacheWithTheCli();
  try {
    const first = loadedBy(['validate'], { KILN_CACHE_DIR: cache });
    assert.is(first.code, 0);
    assert.is(first.bundleDir, bundleDir, 'the copied bundle ran');
    const kept = statSync(join(bundleDir, 'kiln.validate.v8'));
    assert.ok(kept.size > 100_000, `V8's code for what validate ran: ${kept.size} bytes`);
    assert.not.ok(existsSync(join(bundleDir, 'kiln.build.v8')), 'none for a command that has not run');
    const second = loadedBy(['validate'], { KILN_CACHE_DIR: cache });
    assert.is(second.code, 0);
    assert.match(second.stdout, /the catalogue is valid/);
    // Made again (a new file) had V8 rejected it, or had it not been given to V8 at all.
    assert.is(statSync(join(bundleDir, 'kiln.validate.v8')).ino, kept.ino, 'the same cache, taken as it was');
  } finally {
    await rm(cache, { recursive: true, force: true });
  }
});

prebuilt('should keep no compiled code from a command that failed, and ignore a damaged one', async () => {
  const { cache, bundleDir } = await cacheWithTheCli();
  const broken = await makeFixture('code-cache', (f) =>
    f.editJson('menu.json', (menu) => void (menu.categories = 'none')),
  );
  const env = { KILN_CACHE_DIR: cache };
  try {
    const failed = loadedBy(['validate', '--catalog', broken.dir], env);
    assert.is(failed.code, 1);
    assert.not.ok(
      existsSync(join(bundleDir, 'kiln.validate.v8')),
      'a run that stopped early compiled only part of what validate needs',
    );
    await writeFile(join(bundleDir, 'kiln.validate.v8'), 'not V8 code');
    const valid = loadedBy(['validate'], env);
    assert.is(valid.code, 0);
    assert.match(valid.stdout, /the catalogue is valid/);
    assert.ok(statSync(join(bundleDir, 'kiln.validate.v8')).size > 100_000, 'made again');
  } finally {
    await broken.cleanup();
    await rm(cache, { recursive: true, force: true });
  }
});

prebuilt("should render with React's production build", async () => {
  const out = await mkdtemp(join(tmpdir(), 'kiln-prebuilt-'));
  try {
    const { code, bundled } = loadedBy(['build', '--out', join(out, 'dist')]);
    assert.is(code, 0);
    const react = bundled.filter((i) => /node_modules\/react(-dom)?\/cjs\//.test(i));
    assert.ok(
      react.some((i) => /react-dom-server.*\.production\.js$/.test(i)),
      `the production server renderer: ${react.join(', ')}`,
    );
    assert.equal(
      react.filter((i) => i.includes('development')),
      [],
      'no development build',
    );
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});

/** A clone whose install made nothing for Kiln (an install without scripts, say): an empty folder in place of node_modules/.kiln-install. */
const NO_INSTALL = { KILN_INSTALL_DIR: join(tmpdir(), 'kiln-no-install-made') };

prebuilt('should bundle itself on the first run of a fresh clone (an empty cache), then reuse the bundle', async () => {
  const cache = await mkdtemp(join(tmpdir(), 'kiln-fresh-cache-'));
  try {
    const first = loadedBy(['validate'], { KILN_CACHE_DIR: cache, ...NO_INSTALL });
    assert.is(first.code, 0);
    assert.match(first.stdout, /the catalogue is valid/);
    assert.ok(first.bundleDir.startsWith(join(cache, 'cli')), 'bundled into the cache it was given');
    const second = loadedBy(['validate'], { KILN_CACHE_DIR: cache, ...NO_INSTALL });
    assert.is(second.code, 0);
    assert.is(second.bundleDir, first.bundleDir, 'the same bundle, not made again');
    assert.equal(
      (await readdir(join(cache, 'cli'))).filter((n) => !n.startsWith('.')),
      [relative(join(cache, 'cli'), first.bundleDir)],
    );
  } finally {
    await rm(cache, { recursive: true, force: true });
  }
});

/** Every file under `dir` with its bytes, by path. */
async function snapshot(dir: string, under = ''): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(join(dir, under), { withFileTypes: true })) {
    const path = join(under, entry.name);
    if (entry.isDirectory()) for (const [p, b] of await snapshot(dir, path)) files.set(p, b);
    else files.set(path, readFileSync(join(dir, path)));
  }
  return files;
}

prebuilt(
  'should write the same site from empty caches as from full ones, without esbuild the second time',
  async () => {
    const root = await mkdtemp(join(tmpdir(), 'kiln-caches-'));
    const env = { KILN_CACHE_DIR: join(root, 'cache'), ...NO_INSTALL };
    try {
      const cold = loadedBy(['build', '--out', join(root, 'cold')], env);
      assert.is(cold.code, 0);
      assert.ok(
        cold.files.some((f) => f.includes(`${join('node_modules', 'esbuild')}`)),
        'the empty cache needed esbuild',
      );
      const warm = loadedBy(['build', '--out', join(root, 'warm')], env);
      assert.is(warm.code, 0);
      assert.equal(
        warm.files.filter((f) => f.includes(`${join('node_modules', 'esbuild')}`)),
        [],
        'nothing to bundle or minify: no esbuild',
      );
      const [a, b] = [await snapshot(join(root, 'cold')), await snapshot(join(root, 'warm'))];
      a.delete('.kiln-build.json');
      b.delete('.kiln-build.json');
      assert.equal([...b.keys()].sort(), [...a.keys()].sort(), 'the same files');
      for (const [path, bytes] of a) assert.ok(bytes.equals(b.get(path)!), `${path} is the same`);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  },
);

prebuilt(
  "should build a fresh clone's first time from what `npm install` made: no bundling, no compiling, nothing written there",
  async () => {
    const root = await mkdtemp(join(tmpdir(), 'kiln-install-'));
    const env = { KILN_INSTALL_DIR: join(root, 'install'), KILN_CACHE_DIR: join(root, 'cache') };
    try {
      const prepared = spawnSync(process.execPath, ['scripts/prebuilt/prepare-install.mjs'], {
        cwd: REPO,
        encoding: 'utf8',
        env: { ...process.env, ...env },
      });
      assert.is(prepared.status, 0, prepared.stderr);
      assert.match(
        prepared.stdout,
        /install prepared the CLI, the browser bundles and the schemas' validators in [\d.]+ s/,
      );
      assert.equal(
        (await readdir(join(root, 'install'))).filter((n) => ['css.json', 'share', 'images', 'app-icons'].includes(n)),
        [],
        "none of the sample catalogue's results are kept",
      );
      const before = await snapshot(join(root, 'install'));
      const cold = loadedBy(['build', '--out', join(root, 'dist')], env);
      assert.is(cold.code, 0);
      assert.ok(cold.bundleDir.startsWith(join(root, 'install')), `the install's CLI ran: ${cold.bundleDir}`);
      // esbuild still minifies the pages' styles (a result of the catalogue, kept in the cache), but
      // ajv compiles nothing: only its runtime helpers, which the compiled validators call, are read.
      assert.equal(
        cold.files.filter(
          (f) => f.includes(join('node_modules', 'ajv', 'dist')) && !f.includes(join('ajv', 'dist', 'runtime')),
        ),
        [],
        'no schema compiled',
      );
      const after = await snapshot(join(root, 'install'));
      assert.equal([...after.keys()].sort(), [...before.keys()].sort(), "no file added to the install's folder");
      for (const [path, bytes] of before)
        assert.ok(bytes.equals(after.get(path)!), `${path} is as the install left it`);
      const cached = await readdir(join(root, 'cache'));
      assert.equal(
        cached.filter((n) => /^(cli|client-|worker|schemas)/.test(n)),
        [],
        `no code made again in the cache: ${cached.join(', ')}`,
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  },
);

prebuilt.run();

/*
 * Issue 33, part 3: a damaged install is never run as it is. What the install made is checked
 * against the hash of its bytes recorded when it was made; one that does not match is made again
 * from the sources, with one line saying why, and a cache that cannot be written has the CLI run
 * from the sources.
 */
const damaged = suite('kiln: a damaged install');

let made: string;

damaged.before(async () => {
  made = await mkdtemp(join(tmpdir(), 'kiln-damaged-'));
  const prepared = spawnSync(process.execPath, ['scripts/prebuilt/prepare-install.mjs'], {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...process.env, KILN_INSTALL_DIR: join(made, 'install'), KILN_CACHE_DIR: join(made, 'install') },
  });
  assert.is(prepared.status, 0, prepared.stderr);
});

damaged.after(async () => {
  await rm(made, { recursive: true, force: true });
});

/** A copy of what the install made, damaged by `harm`, and `kiln <args>` run with it and an empty cache. */
async function runDamaged(scenario: string, harm: (install: string) => Promise<void>, args: string[]) {
  const root = join(made, scenario);
  await cp(join(made, 'install'), join(root, 'install'), { recursive: true });
  await harm(join(root, 'install'));
  const run = spawnSync(process.execPath, [...KILN, ...args.map((a) => a.replace('{root}', root))], {
    cwd: REPO,
    encoding: 'utf8',
    env: {
      ...process.env,
      NO_COLOR: '1',
      KILN_INSTALL_DIR: join(root, 'install'),
      KILN_CACHE_DIR: join(root, 'cache'),
    },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr, root };
}

const theCli = async (install: string) =>
  join(install, 'cli', (await readdir(join(install, 'cli'))).find((n) => !n.startsWith('.'))!, 'kiln.cjs');

/** The build ran from a CLI made again, built the whole site, and said once why. */
function assertBuiltAnew(run: Awaited<ReturnType<typeof runDamaged>>, damagedFile: RegExp) {
  assert.is(run.code, 0, run.stderr);
  assert.ok(existsSync(join(run.root, 'dist', 'site', 'index.html')), 'the site was built');
  assert.ok(existsSync(join(run.root, 'dist', 'site', 'menu', 'index.html')), 'every page');
  const said = run.stderr.split('\n').filter((l) => l.startsWith('kiln: '));
  assert.is(said.length, 1, run.stderr);
  assert.match(said[0]!, damagedFile);
  assert.match(said[0]!, /does not hold what was made there/);
  assert.not.match(run.stderr, /SyntaxError|Internal error/);
}

damaged('should make the CLI again, and build the whole site, when the install left it empty', async () => {
  const run = await runDamaged('emptied', async (install) => writeFile(await theCli(install), ''), [
    'build',
    '--out',
    '{root}/dist',
  ]);
  assertBuiltAnew(run, /[\\/]install[\\/]cli[\\/]/);
});

damaged('should make the CLI again when the install left it cut in half, not stop on a SyntaxError', async () => {
  const run = await runDamaged(
    'cut',
    async (install) => {
      const file = await theCli(install);
      const bytes = readFileSync(file);
      await writeFile(file, bytes.subarray(0, bytes.length / 2));
    },
    ['build', '--out', '{root}/dist'],
  );
  assertBuiltAnew(run, /[\\/]install[\\/]cli[\\/]/);
});

damaged(
  "should compile the schemas again when the install's compiled ones were emptied, not report them missing",
  async () => {
    const run = await runDamaged(
      'schemas',
      async (install) => {
        for (const name of await readdir(join(install, 'schemas')))
          if (name.endsWith('.js')) await writeFile(join(install, 'schemas', name), '');
      },
      ['validate'],
    );
    assert.is(run.code, 0, run.stderr);
    assert.match(run.stdout, /the catalogue is valid/);
    assert.not.match(run.stderr, /schema file not found/);
    const said = run.stderr.split('\n').filter((l) => l.startsWith('kiln: '));
    assert.is(said.length, 1, run.stderr);
    assert.match(said[0]!, /schemas[\\/][0-9a-f]+\.js does not hold what was made there/);
  },
);

damaged(
  'should run from the sources, in one line, when the cache cannot be written and the sources changed since the install',
  async () => {
    const root = join(made, 'read-only');
    const cache = join(root, 'cache');
    await mkdir(join(cache, 'cli'), { recursive: true });
    const out = join(root, 'out');
    await mkdir(out, { recursive: true });
    await chmod(out, 0o777);
    await chmod(root, 0o755);
    await chmod(made, 0o755);
    // Read-only to whoever runs kiln: as root, which may write anywhere, kiln runs as nobody.
    for (const dir of [join(cache, 'cli'), cache]) await chmod(dir, 0o555);
    const asRoot = process.getuid?.() === 0;
    const run = spawnSync(process.execPath, [...KILN, 'build', '--out', join(out, 'dist')], {
      cwd: REPO,
      encoding: 'utf8',
      // No install matches (an edited source), and the cache cannot be written.
      env: {
        ...process.env,
        NO_COLOR: '1',
        HOME: tmpdir(),
        KILN_INSTALL_DIR: join(root, 'no-install'),
        KILN_CACHE_DIR: cache,
      },
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    assert.is(run.status, 0, run.stderr);
    assert.ok(existsSync(join(out, 'dist', 'site', 'index.html')), 'the site was built');
    const said = run.stderr.split('\n').filter((l) => l.trim());
    assert.equal(said, [
      `kiln: cannot write Kiln's cache ${cache} (EACCES): running from the sources, more slowly, and keeping nothing`,
    ]);
  },
);

damaged.run();
