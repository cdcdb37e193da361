import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cachedBundle, META, type BundleOutput } from '../../../scripts/prebuilt/prebuilt-modules.ts';

/*
 * The cache behind the prebuilt CLI and the browser bundles, on a tiny project of its own: a new
 * bundle exactly when something it was made from changes.
 */
const cache = suite('cachedBundle: one bundle per content');

let root: string;
let cacheDir: string;
const write = async (file: string, text: string) => {
  await mkdir(join(root, file, '..'), { recursive: true });
  await writeFile(join(root, file), text);
};
const options = {
  entryPoints: { main: 'src/entry.ts' },
  bundle: true,
  format: 'esm' as const,
  logLevel: 'silent' as const,
};
const bundle = () => cachedBundle({ root, cacheDir, name: 'tiny', options });
const output = async (dir: string) => readFile(join(dir, 'main.js'), 'utf8');

cache.before.each(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-cached-bundle-'));
  cacheDir = join(root, 'cache');
  await write('package.json', '{ "name": "tiny" }\n');
  await write('package-lock.json', '{ "lockfileVersion": 3 }\n');
  await write('src/entry.ts', "import { greeting } from './greeting.ts';\nconsole.log(greeting);\n");
  await write('src/greeting.ts', "export const greeting: string = 'hello';\n");
  await write('src/unused.ts', "export const unused = 'not imported';\n");
});
cache.after.each(() => rm(root, { recursive: true, force: true }));

cache('should bundle once, then find the same bundle without esbuild', async () => {
  const first = await bundle();
  assert.ok(first.bundled);
  assert.match(await output(first.dir), /hello/);
  const second = await bundle();
  assert.not.ok(second.bundled);
  assert.is(second.dir, first.dir);
  assert.is(second.key, first.key);
  assert.ok(
    Object.values(second.outputs()).some((o: BundleOutput) => o.inputs.includes('src/greeting.ts')),
    'the description lists what each file was made from',
  );
});

cache('should bundle again when a file it was made from changes, and not for one it never read', async () => {
  const first = await bundle();
  await write('src/unused.ts', "export const unused = 'still not imported';\n");
  assert.is((await bundle()).key, first.key, 'a file the bundle does not import');
  await write('src/greeting.ts', "export const greeting: string = 'namaste';\n");
  const changed = await bundle();
  assert.ok(changed.bundled);
  assert.is.not(changed.key, first.key);
  assert.match(await output(changed.dir), /namaste/);
});

cache(
  'should use what the install made while its key matches, and never write there; a changed source bundles into the cache',
  async () => {
    // What `npm install` left (scripts/prebuilt/prepare-install.mjs), then a fresh cache.
    const installDir = join(root, 'install');
    const made = await cachedBundle({ root, cacheDir: installDir, name: 'tiny', options });
    await cachedBundle({ root, cacheDir: installDir, name: 'tiny', options });
    const before = await listing(installDir);
    const found = await cachedBundle({ root, cacheDir, installDir, name: 'tiny', options });
    assert.not.ok(found.bundled, 'no esbuild');
    assert.is(found.dir, made.dir, "the install's bundle ran");
    await write('src/greeting.ts', "export const greeting: string = 'namaste';\n");
    const changed = await cachedBundle({ root, cacheDir, installDir, name: 'tiny', options });
    assert.ok(changed.bundled, 'the sources changed since the install: bundled again');
    assert.ok(changed.dir.startsWith(cacheDir), `into the cache: ${changed.dir}`);
    assert.match(await output(changed.dir), /namaste/);
    assert.equal(await listing(installDir), before, "the install's folder is as it was");
  },
);

/** Every file under `dir` with its size and modification time. */
async function listing(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const s = await stat(join(e.parentPath, e.name));
        return `${join(e.parentPath, e.name)} ${s.size} ${s.mtimeMs}`;
      }),
  ).then((l) => l.sort());
}

cache('should follow a new import: the file it brings in becomes part of the key', async () => {
  await bundle();
  await write('src/greeting.ts', "import { name } from './name.ts';\nexport const greeting = `hello ${name}`;\n");
  await write('src/name.ts', "export const name = 'Asha';\n");
  const withImport = await bundle();
  assert.ok(withImport.bundled);
  assert.ok(JSON.parse(await readFile(join(cacheDir, 'tiny.json'), 'utf8')).inputs.includes('src/name.ts'));
  await write('src/name.ts', "export const name = 'Ravi';\n");
  const renamed = await bundle();
  assert.ok(renamed.bundled, 'a change to the newly imported file is seen');
  assert.match(await output(renamed.dir), /Ravi/);
});

cache('should bundle again when the installed packages or the options change', async () => {
  const first = await bundle();
  await write('package-lock.json', '{ "lockfileVersion": 3, "packages": {} }\n');
  const installed = await bundle();
  assert.is.not(installed.key, first.key, 'another install');
  const minified = await cachedBundle({ root, cacheDir, name: 'tiny', options: { ...options, minify: true } });
  assert.is.not(minified.key, installed.key, 'other options');
});

cache('should not take a bundle whose description was never written (a bundler killed mid-way) as done', async () => {
  const first = await bundle();
  await rm(join(first.dir, META));
  const again = await bundle();
  assert.ok(again.bundled);
  assert.is(again.key, first.key);
  assert.ok((await readdir(again.dir)).includes(META));
});

cache('should trust its stamps only for files saved more than two seconds ago', async () => {
  const manifest = async () => JSON.parse(await readFile(join(cacheDir, 'tiny.json'), 'utf8'));
  await bundle();
  await bundle();
  assert.is((await manifest()).stamp, undefined, 'files saved a moment ago: hashed every time');
  // The same size and the same time, other bytes: only hashing can tell.
  const { mtime } = await stat(join(root, 'src/greeting.ts'));
  await write('src/greeting.ts', "export const greeting: string = 'howdy';\n");
  await utimes(join(root, 'src/greeting.ts'), mtime, mtime);
  const howdy = await bundle();
  assert.ok(howdy.bundled);
  assert.match(await output(howdy.dir), /howdy/);
  const past = new Date(Date.now() - 10_000);
  for (const file of ['package.json', 'package-lock.json', 'src/entry.ts', 'src/greeting.ts'])
    await utimes(join(root, file), past, past);
  const settled = await bundle();
  assert.is(settled.key, howdy.key);
  assert.ok((await manifest()).stamp, 'settled files: the stamps are kept');
  assert.is((await bundle()).key, howdy.key, 'and found by them');
});

cache('should say which file does not compile, and leave nothing half made', async () => {
  const first = await bundle();
  await write('src/greeting.ts', 'export const greeting = ;\n');
  try {
    await bundle();
    assert.unreachable('a syntax error must fail');
  } catch (error) {
    assert.match((error as Error).message, /src\/greeting\.ts/);
  }
  assert.equal(
    (await readdir(join(cacheDir, 'tiny'))).filter((n) => n.startsWith('.partial-')),
    [],
    'no leftovers',
  );
  assert.equal(await readdir(join(cacheDir, 'tiny')), [first.key]);
});

cache.run();
