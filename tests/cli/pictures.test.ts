import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { plainPng } from '../photo-fixture.ts';
import { kiln, lines, makeFixture, type Fixture } from './fixture.ts';

/**
 * `kiln build` as staff run it, on pictures that pass for pictures but that sharp could not draw
 * or encode (each had stopped the build with "Internal error" and a stack trace, exit 70), and on
 * a drawing the site serves as it is.
 */
const pictures = suite('kiln build with pictures it cannot use, and drawings it serves');

let fixture: Fixture | undefined;
let root: string;

pictures.before.each(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-cli-pictures-'));
});

pictures.after.each(async () => {
  await fixture?.cleanup();
  fixture = undefined;
  await rm(root, { recursive: true, force: true });
});

const build = () => kiln('build', '--catalog', fixture!.dir, '--out', join(root, 'dist'));

/** The sample with `svg` as the site's share picture (site.json's shareImage, which every page's link preview falls back to). */
const withShareDrawing = (scenario: string, svg: string) =>
  makeFixture(scenario, async (f) => {
    await f.writeText('images/share.svg', svg);
    await f.editJson('site.json', (site) => void (site.shareImage.src = 'images/share.svg'));
  });

/** Runs the build, expecting it to stop on exactly one problem, `problem(picture)` at `path` in `file`, having written nothing. */
async function assertStopsOn(
  file: string,
  path: (string | number)[],
  problem: (picture: string) => string,
  picture: string,
) {
  const run = build();
  assert.is(run.code, 1, run.stderr);
  const at = await fixture!.position(file, path);
  assert.equal(lines(run.stderr), [
    `${join(fixture!.dir, file)}:${at} /${path.join('/')} ${problem(join(fixture!.dir, picture))}`,
    lines(run.stderr).at(-1)!,
  ]);
  assert.match(run.stderr, 'Build stopped: 1 problem in the catalogue;');
  assert.not.match(run.stderr, /Internal error|\n\s+at /);
  assert.is(await readdir(join(root, 'dist')).catch(() => 'none'), 'none');
}

pictures('should stop on a share picture that is not XML at all, in one line', async () => {
  fixture = await withShareDrawing('cli-share-not-xml', 'this is not xml <svg');
  await assertStopsOn(
    'site.json',
    ['shareImage', 'src'],
    (p) =>
      `picture file ${p} is not an SVG drawing a browser can show (line 1, column 17: text data outside of root node): save it again as SVG from your drawing program`,
    'images/share.svg',
  );
});

pictures('should stop on a share picture that uses an entity it never declares', async () => {
  fixture = await withShareDrawing(
    'cli-share-entity',
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><text x="10" y="50">&studio;</text></svg>',
  );
  await assertStopsOn(
    'site.json',
    ['shareImage', 'src'],
    (p) =>
      `picture file ${p} is not an SVG drawing a browser can show (line 1, column 94: undefined entity): save it again as SVG from your drawing program`,
    'images/share.svg',
  );
});

pictures('should stop on a share picture whose entities explode (a billion laughs)', async () => {
  const level = (n: number) => `<!ENTITY lol${n} "${`&lol${n - 1};`.repeat(10)}">`;
  const laughs =
    `<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY lol0 "lol">${[1, 2, 3, 4, 5, 6, 7, 8, 9].map(level).join('')}]>\n` +
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><text x="10" y="50">&lol9;</text></svg>';
  fixture = await withShareDrawing('cli-share-laughs', laughs);
  await assertStopsOn(
    'site.json',
    ['shareImage', 'src'],
    (p) =>
      `picture file ${p} cannot be drawn as a link preview (its <!ENTITY> declarations expand to far too much text): save it again as SVG from your drawing program`,
    'images/share.svg',
  );
});

pictures(
  'should stop on a share picture 2,000,000 px wide, too long and thin to draw a link preview from',
  async () => {
    fixture = await withShareDrawing(
      'cli-share-wide',
      '<svg xmlns="http://www.w3.org/2000/svg" width="2000000" height="100"><rect width="2000000" height="100" fill="#a8432c"/></svg>',
    );
    await assertStopsOn(
      'site.json',
      ['shareImage', 'src'],
      (p) =>
        `picture file ${p} is 2,000,000 × 100 px, too long and thin for a link preview: to cut 1,200 × 630 px from its middle it would be drawn 12,600,000 × 630 px, ` +
        'more than the 32,767 px a side that can be drawn: crop it or choose another picture',
      'images/share.svg',
    );
  },
);

pictures('should stop on a 100 × 1,000,000 px photo, whose copies AVIF and WebP could not hold', async () => {
  fixture = await makeFixture('cli-photo-tall', async (f) => {
    await writeFile(join(f.dir, 'images/story.png'), plainPng({ width: 100, height: 1_000_000 }));
    await f.editJson('about.json', (about) => void (about.story.picture.src = 'images/story.png'));
  });
  await assertStopsOn(
    'about.json',
    ['story', 'picture', 'src'],
    (p) =>
      `picture file ${p} is 100 × 1,000,000 px, too long and thin for the site: its copies would be 100 × 1,000,000 px, ` +
      'more than the 16,383 px a side that AVIF and WebP allow: crop it',
    'images/story.png',
  );
});

/** The sample with `svg` as the site's logo, which the app's icons are drawn from. */
const withLogo = (scenario: string, svg: string) => makeFixture(scenario, (f) => f.writeText('images/logo.svg', svg));

pictures('should stop on a logo 2,000,000 px square, which the app icons could not be drawn from', async () => {
  fixture = await withLogo(
    'cli-logo-huge',
    '<svg xmlns="http://www.w3.org/2000/svg" width="2000000" height="2000000"><rect width="10" height="10"/></svg>',
  );
  await assertStopsOn(
    'site.json',
    ['logo', 'src'],
    (p) =>
      `picture file ${p} is 2,000,000 × 2,000,000 px (4,000,000 megapixels), more than the 268.4 megapixels a picture may have: save it smaller`,
    'images/logo.svg',
  );
});

pictures('should stop on a logo whose entities explode, which the app icons could not be drawn from', async () => {
  const level = (n: number) => `<!ENTITY lol${n} "${`&lol${n - 1};`.repeat(10)}">`;
  fixture = await withLogo(
    'cli-logo-laughs',
    `<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY lol0 "lol">${[1, 2, 3, 4, 5, 6, 7, 8, 9].map(level).join('')}]>\n` +
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><text x="10" y="50">&lol9;</text></svg>',
  );
  await assertStopsOn(
    'site.json',
    ['logo', 'src'],
    (p) =>
      `picture file ${p} cannot be drawn as the app's icons (its <!ENTITY> declarations expand to far too much text): save it again as SVG from your drawing program`,
    'images/logo.svg',
  );
});

pictures('should report a 0-byte photo as one problem of validate, not stop', async () => {
  fixture = await makeFixture('cli-photo-empty', async (f) => {
    await writeFile(join(f.dir, 'images/story.jpg'), Buffer.alloc(0));
    await f.editJson('about.json', (about) => void (about.story.picture.src = 'images/story.jpg'));
  });
  const run = kiln('validate', '--catalog', fixture.dir);
  assert.is(run.code, 1, run.stderr);
  const at = await fixture.position('about.json', ['story', 'picture', 'src']);
  const picture = join(fixture.dir, 'images/story.jpg');
  assert.equal(
    lines(run.stderr)[0],
    `${join(fixture.dir, 'about.json')}:${at} /story/picture/src picture file ${picture} cannot be read as a photo (the file is empty): save it again as a JPEG, PNG or WebP`,
  );
  assert.not.match(run.stderr, /Internal error|Input Buffer/);
});

pictures(
  "should serve a drawing without its scripts and event handlers, on the site and the hub, and leave the catalogue's file as it was",
  async () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" onload="alert(1)">' +
      '<script>alert(2)</script><circle cx="32" cy="32" r="30" fill="#a8432c" onclick="alert(3)"/>' +
      '<a xlink:href="javascript:alert(4)"><text x="8" y="40" onmouseover="alert(5)">Clay</text></a></svg>';
    // site.json's logo: the site's header shows it, and the hub has its own copy.
    fixture = await makeFixture('cli-drawing-scripts', (f) => f.writeText('images/logo.svg', logo));
    const run = build();
    assert.is(run.code, 0, run.stderr);
    for (const served of [
      join(root, 'dist', 'site', 'images/logo.svg'),
      join(root, 'dist', 'hub', 'images/logo.svg'),
    ]) {
      assert.is(
        await readFile(served, 'utf8'),
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64">' +
          '<circle cx="32" cy="32" r="30" fill="#a8432c"/><a><text x="8" y="40">Clay</text></a></svg>\n',
        served,
      );
    }
    assert.is(await fixture.readText('images/logo.svg'), logo, 'the catalogue keeps its own file');
  },
);

pictures.run();
