import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { META, type BundleOutput } from '../../scripts/prebuilt/index.ts';
import { KILN, REPO } from './fixture.ts';

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
  const entry = files.find((f) => f.endsWith(`${join('', 'kiln.mjs')}`) && existsSync(join(dirname(f), META)));
  assert.ok(entry, `the prebuilt CLI ran: ${files.join(', ')}`);
  const bundleDir = dirname(entry);
  const outputs = JSON.parse(readFileSync(join(bundleDir, META), 'utf8')) as Record<string, BundleOutput>;
  const bundled = files.filter((f) => dirname(f) === bundleDir).flatMap((f) => outputs[relative(bundleDir, f)]?.inputs ?? []);
  return { code: run.status, stdout: run.stdout, files, bundleDir, bundled };
}

const prebuilt = suite('kiln: the prebuilt CLI');

prebuilt('should run from one bundle, with no TypeScript compiled on the way', () => {
  // Once to make the bundle if the sources changed since the last run (that run loads esbuild to bundle them).
  loadedBy(['validate']);
  const { code, files, bundleDir } = loadedBy(['validate']);
  assert.is(code, 0);
  assert.equal(files.filter((f) => /\.tsx?$/.test(f)), [], 'no TypeScript file is imported');
  assert.ok(relative(join(REPO, 'node_modules', '.cache', 'kiln', 'cli'), bundleDir).split(/[\\/]/).length === 1, `it lives in the cache: ${bundleDir}`);
  const outside = files.filter((f) => dirname(f) !== bundleDir && !f.startsWith(join(REPO, 'scripts', 'prebuilt')));
  assert.equal(outside, [], 'only the launcher and the bundle');
});

prebuilt('should validate without loading React, the pages or the bundler', () => {
  const { code, bundled } = loadedBy(['validate']);
  assert.is(code, 0);
  assert.ok(bundled.includes('scripts/validate/validate-catalog.ts'), 'the check below can fail: what validate runs is seen');
  assert.equal(bundled.filter((i) => /node_modules\/(react|react-dom|lucide-react|dompurify|goober)\/|^site\/pages\//.test(i)), []);
});

prebuilt("should render with React's production build", async () => {
  const out = await mkdtemp(join(tmpdir(), 'kiln-prebuilt-'));
  try {
    const { code, bundled } = loadedBy(['build', '--out', join(out, 'dist')]);
    assert.is(code, 0);
    const react = bundled.filter((i) => /node_modules\/react(-dom)?\/cjs\//.test(i));
    assert.ok(react.some((i) => /react-dom-server.*\.production\.js$/.test(i)), `the production server renderer: ${react.join(', ')}`);
    assert.equal(react.filter((i) => i.includes('development')), [], 'no development build');
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});

prebuilt('should bundle itself on the first run of a fresh clone (an empty cache), then reuse the bundle', async () => {
  const cache = await mkdtemp(join(tmpdir(), 'kiln-fresh-cache-'));
  try {
    const first = loadedBy(['validate'], { KILN_CACHE_DIR: cache });
    assert.is(first.code, 0);
    assert.match(first.stdout, /the catalogue is valid/);
    assert.ok(first.bundleDir.startsWith(join(cache, 'cli')), 'bundled into the cache it was given');
    const second = loadedBy(['validate'], { KILN_CACHE_DIR: cache });
    assert.is(second.code, 0);
    assert.is(second.bundleDir, first.bundleDir, 'the same bundle, not made again');
    assert.equal((await readdir(join(cache, 'cli'))).filter((n) => !n.startsWith('.')), [relative(join(cache, 'cli'), first.bundleDir)]);
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

prebuilt('should write the same site from empty caches as from full ones, without esbuild the second time', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kiln-caches-'));
  const env = { KILN_CACHE_DIR: join(root, 'cache') };
  try {
    const cold = loadedBy(['build', '--out', join(root, 'cold')], env);
    assert.is(cold.code, 0);
    assert.ok(cold.files.some((f) => f.includes(`${join('node_modules', 'esbuild')}`)), 'the empty cache needed esbuild');
    const warm = loadedBy(['build', '--out', join(root, 'warm')], env);
    assert.is(warm.code, 0);
    assert.equal(warm.files.filter((f) => f.includes(`${join('node_modules', 'esbuild')}`)), [], 'nothing to bundle or minify: no esbuild');
    const [a, b] = [await snapshot(join(root, 'cold')), await snapshot(join(root, 'warm'))];
    a.delete('.kiln-build.json');
    b.delete('.kiln-build.json');
    assert.equal([...b.keys()].sort(), [...a.keys()].sort(), 'the same files');
    for (const [path, bytes] of a) assert.ok(bytes.equals(b.get(path)!), `${path} is the same`);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

prebuilt.run();
