import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { noisyPhoto } from '../photo-fixture.ts';
import { kiln, lines, makeFixture, type Fixture } from './fixture.ts';

/** `kiln build` as staff run it, after dropping a photo into the catalogue. */
const photos = suite('kiln build with photos');

let fixture: Fixture | undefined;
let root: string;

photos.before.each(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-cli-photos-'));
});

photos.after.each(async () => {
  await fixture?.cleanup();
  fixture = undefined;
  await rm(root, { recursive: true, force: true });
});

const build = (...args: string[]) => kiln('build', '--catalog', fixture!.dir, '--out', join(root, 'dist'), ...args);

photos('should build with a photo too narrow for its place, printing one warning line and exiting 0', async () => {
  fixture = await makeFixture('cli-photo-narrow', async (f) => {
    await writeFile(join(f.dir, 'images/story.jpg'), await noisyPhoto({ width: 700, height: 525 }));
    await f.editJson('about.json', (about) => void (about.story.picture.src = 'images/story.jpg'));
  });
  const run = build('--site-url', 'https://www.example.in');
  assert.is(run.code, 0, run.stderr);
  const at = await fixture.position('about.json', ['story', 'picture', 'src']);
  assert.equal(
    lines(run.stderr).filter((l) => l.includes('warning:')),
    [
      `${join(fixture.dir, 'about.json')}:${at} /story/picture/src warning: ${join(fixture.dir, 'images/story.jpg')} is 700 px wide, ` +
        'but the site can show it 1200 px wide (on sharp, high-density screens), where it will look soft: use a photo at least 1200 px wide',
    ],
  );
  assert.match(run.stdout, /^Built \d+ routes/);
  const files = await readdir(join(root, 'dist', 'site', 'pictures'));
  assert.equal(files.map((f) => f.replace(/-[0-9a-f]{10}-/, '-#-')).sort(), [
    'story-#-400.avif',
    'story-#-400.jpg',
    'story-#-400.webp',
    'story-#-700.avif',
    'story-#-700.jpg',
    'story-#-700.webp',
  ]);
});

photos('should say so in kiln validate too, as a warning that keeps the catalogue valid', async () => {
  fixture = await makeFixture('cli-photo-validate', async (f) => {
    await writeFile(join(f.dir, 'images/story.jpg'), await noisyPhoto({ width: 700, height: 525 }));
    await f.editJson('about.json', (about) => void (about.story.picture.src = 'images/story.jpg'));
  });
  const run = kiln('validate', '--catalog', fixture.dir);
  assert.is(run.code, 0, run.stderr);
  const at = await fixture.position('about.json', ['story', 'picture', 'src']);
  assert.equal(
    lines(run.stderr).map((l) => l.split(' warning: ')[0]),
    [`${join(fixture.dir, 'about.json')}:${at} /story/picture/src`],
  );
  assert.match(run.stdout, /the catalogue is valid/);
});

photos('should stop before writing anything on a photo sharp cannot read', async () => {
  fixture = await makeFixture('cli-photo-broken', async (f) => {
    await writeFile(join(f.dir, 'images/story.jpg'), 'not a photo');
    await f.editJson('about.json', (about) => void (about.story.picture.src = 'images/story.jpg'));
  });
  const run = build();
  assert.is(run.code, 1);
  const at = await fixture.position('about.json', ['story', 'picture', 'src']);
  assert.equal(lines(run.stderr).slice(0, 1), [
    `${join(fixture.dir, 'about.json')}:${at} /story/picture/src picture file ${join(fixture.dir, 'images/story.jpg')} cannot be read as a photo ` +
      '(Input buffer contains unsupported image format): save it again as a JPEG, PNG or WebP',
  ]);
  assert.match(run.stderr, 'Build stopped: 1 problem in the catalogue;');
  assert.is(await readdir(join(root, 'dist')).catch(() => 'none'), 'none');
});

photos.run();
