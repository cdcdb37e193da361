import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { makeFixture, kiln, type Fixture } from './fixture.ts';

/* `kiln publish --zip FILE`: a fresh build of the site as one zip, for a host without git. */
const zip = suite('kiln publish --zip');

let fixture: Fixture;
/** Outside the catalogue folder, where a build may write. */
let outside: string;
zip.before(async () => {
  fixture = await makeFixture('publish-zip');
  outside = await mkdtemp(join(tmpdir(), 'kiln-publish-zip-out-'));
});
zip.after(async () => {
  await fixture.cleanup();
  await rm(outside, { recursive: true, force: true });
});

zip('should write a zip whose entries are the built site’s files', async () => {
  const file = join(outside, 'site.zip');
  const run = kiln('publish', '--catalog', fixture.dir, '--zip', file);
  assert.is(run.code, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /^Wrote .*site\.zip: the site's \d+ files, ready to upload\.$/m);
  // unzip checks every entry's bytes against its CRC.
  assert.match(execFileSync('unzip', ['-tq', file], { encoding: 'utf8' }), 'No errors detected');
  const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n').sort();
  assert.ok(entries.includes('index.html'), entries.slice(0, 5).join());
  assert.ok(entries.includes('menu/index.html'));

  // The same files a build writes into dist/site.
  const out = join(outside, 'dist');
  const built = kiln('build', '--catalog', fixture.dir, '--out', out);
  assert.is(built.code, 0, built.stderr);
  const site = join(out, 'site');
  const files = (await readdir(site, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(site.length + 1))
    .sort();
  assert.equal(entries, files);
});

zip('should write no zip for a catalogue with a problem', async () => {
  await fixture.editJson('menu.json', (menu) => {
    menu.categories[0].sections[0].items[0].price = -5;
  });
  const file = join(outside, 'broken.zip');
  const run = kiln('publish', '--catalog', fixture.dir, '--zip', file);
  assert.is(run.code, 1, run.stdout + run.stderr);
  assert.throws(() => execFileSync('unzip', ['-Z1', file], { stdio: 'ignore' }));
});

zip.run();
