import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { kiln, lines, makeFixture } from './fixture.ts';

/** Every file under `dir` with its bytes (base64), so two snapshots compare byte for byte. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[path.slice(dir.length + 1)] = (await readFile(path)).toString('base64');
  }
  return files;
}

/** An output folder from an earlier build: a page, a binary file and a stray file of its own. */
async function previousOutput(): Promise<{ root: string; out: string }> {
  const root = await mkdtemp(join(tmpdir(), 'kiln-build-out-'));
  const out = join(root, 'dist');
  const write = async (file: string, data: string | Buffer) => {
    await mkdir(dirname(join(out, file)), { recursive: true });
    await writeFile(join(out, file), data);
  };
  await write('site/index.html', '<!doctype html><title>previous build</title>');
  await write('site/images/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await write('keep-me.bin', Buffer.from([0, 255, 1, 254, 10, 13]));
  return { root, out };
}

const build = suite('kiln build');

build('should exit 1 on an invalid catalogue and leave the existing output folder byte for byte untouched', async () => {
  const fixture = await makeFixture('build-invalid', (f) => f.remove('images/logo.svg'));
  const { root, out } = await previousOutput();
  const before = await snapshot(out);
  const run = kiln('build', '--catalog', fixture.dir, '--out', out);
  const err = lines(run.stderr);
  assert.ok(err.some((l) => l.startsWith(`${fixture.dir}/site.json:`) && l.endsWith(`/logo/src image file not found: ${fixture.dir}/images/logo.svg`)), run.stderr);
  assert.match(err.at(-1)!, new RegExp(`^Build stopped: \\d+ problem\\(s\\) in the catalogue; ${out}/ was left as it was\\.$`));
  assert.is(run.code, 1);
  assert.equal(await snapshot(out), before);
  assert.equal(await readdir(root), ['dist'], 'no half-written folder left beside it');
  await rm(root, { recursive: true });
  await fixture.cleanup();
});

build('should replace the output folder with the new site when the catalogue is valid', async () => {
  const fixture = await makeFixture('build-valid');
  const { root, out } = await previousOutput();
  const run = kiln('build', '--catalog', fixture.dir, '--out', out);
  assert.is(run.stderr, '');
  assert.match(run.stdout, /^Built \d+ routes \+ 404 into /);
  assert.is(run.code, 0);
  const files = await snapshot(out);
  assert.not.ok('keep-me.bin' in files, 'the previous output is gone');
  const home = await readFile(join(out, 'site/index.html'), 'utf8');
  assert.ok(home.includes('Where Food Meets Art'));
  assert.is(await readFile(join(out, 'site/images/logo.svg'), 'utf8'), await fixture.readText('images/logo.svg'));
  assert.equal(await readdir(root), ['dist']);
  await rm(root, { recursive: true });
  await fixture.cleanup();
});

build('should exit 2 for an unknown flag without touching anything', () => {
  const run = kiln('build', '--outt', '/tmp/kiln-never-built');
  assert.match(run.stderr, /unknown option '--outt'/);
  assert.is(run.code, 2);
});

build.run();
