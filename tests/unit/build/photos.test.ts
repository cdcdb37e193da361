import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { measureSite } from '../../../scripts/budgets.ts';
import { build } from '../../../scripts/build.ts';
import type { BuildOutcome } from '../../../scripts/outcome.ts';
import { formatProblem } from '../../../site/core/problems/problem.ts';
import { PICTURE_SLOTS } from '../../../site/ui/picture-slots.ts';
import { makeFixture, type Fixture } from '../../cli/fixture.ts';
import { noisyPhoto } from '../../photo-fixture.ts';

/*
 * A copy of the sample catalogue with real photos dropped in where staff would put them, built
 * as `kiln build` does: what the pages say about each photo, and the files behind them.
 */
const photos = suite('build with photos: responsive markup and files');
const SITE_URL = 'https://www.example.in';

let fixture: Fixture;
let root: string;
let cacheDir: string;
let result: BuildOutcome;
let siteDir: string;
const page = (path: string) => readFile(join(siteDir, path), 'utf8');

photos.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-build-photos-'));
  cacheDir = join(root, 'cache');
  fixture = await makeFixture('photos', async (f) => {
    const photo = async (name: string, options: Parameters<typeof noisyPhoto>[0]) =>
      writeFile(join(f.dir, 'images', name), await noisyPhoto(options));
    await photo('hero.jpg', { width: 4000, height: 3000, seed: 1 });
    await photo('bowl.jpg', { width: 1800, height: 1350, seed: 2 });
    await photo('post.webp', { width: 1200, height: 1200, format: 'webp', seed: 3 });
    await photo('mug.jpg', { width: 1200, height: 900, seed: 4 });
    await photo('fries.jpg', { width: 800, height: 600, seed: 5 });
    // Narrower than About's story can show it: a warning.
    await photo('story.jpg', { width: 700, height: 525, seed: 6 });
    // Put in for later, named by nothing in the catalogue.
    await photo('gallery/IMG_0423.jpg', { width: 800, height: 600, seed: 7 });
    await writeFile(join(f.dir, 'images', 'notes.txt'), 'ask Meera before using the party photos');
    await writeFile(join(f.dir, 'videos', 'draft-cut.mp4'), 'not yet');
    await f.editJson('home.json', (home) => void (home.hero.picture.src = 'images/hero.jpg'));
    await f.editJson('gallery.json', (gallery) => void (gallery.photos[0].picture.src = 'images/bowl.jpg'));
    await f.editJson('hubs.json', (hubs) => void (hubs.posts[0].src = 'images/post.webp'));
    await f.editJson('store.json', (store) => void (store.products[0].picture.src = 'images/mug.jpg'));
    await f.editJson('events.json', (events) =>
      events.events.forEach((e: { image: { src: string } }) => {
        e.image.src = 'images/mug.jpg';
      }),
    );
    await f.editJson('menu.json', (menu) => void (menu.categories[0]!.image!.src = 'images/fries.jpg'));
    await f.editJson('about.json', (about) => void (about.story.picture.src = 'images/story.jpg'));
  });
  result = await build({
    catalogDir: fixture.dir,
    outDir: join(root, 'dist'),
    photoCacheDir: cacheDir,
    siteUrl: SITE_URL,
  });
  if (result.outcome !== 'built')
    throw new Error(`the catalogue does not validate: ${JSON.stringify(result).slice(0, 500)}`);
  siteDir = join(root, 'dist', 'site');
});

photos.after(async () => {
  await fixture.cleanup();
  await rm(root, { recursive: true, force: true });
});

/** The <picture> around the <img> whose srcset names `name`. */
function pictureOf(html: string, name: string): string {
  const found = [...html.matchAll(/<picture\b.*?<\/picture>/g)]
    .map((m) => m[0])
    .find((p) => p.includes(`/pictures/${name}-`));
  assert.ok(found, `a <picture> for ${name}`);
  return found!;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

photos(
  'should give the home hero a <picture>: AVIF, WebP, JPEG in three widths, sizes, its own proportions, first in the queue',
  async () => {
    const picture = pictureOf(await page('index.html'), 'hero');
    const sources = [...picture.matchAll(/<source\b[^>]*>/g)].map((m) => m[0]);
    assert.equal(
      sources.map((s) => attr(s, 'type')),
      ['image/avif', 'image/webp'],
    );
    const img = /<img\b[^>]*>/.exec(picture)![0];
    const sizes = PICTURE_SLOTS.feature.sizes;
    for (const tag of [...sources, img]) assert.is(attr(tag, 'sizes'), sizes);
    const [avif, webp] = sources.map((s) => attr(s, 'srcset')!);
    const base = /\/pictures\/hero-[0-9a-f]{10}/.exec(avif!)![0];
    assert.is(avif, `${base}-400.avif 400w, ${base}-800.avif 800w, ${base}-1200.avif 1200w`);
    assert.is(webp, `${base}-400.webp 400w, ${base}-800.webp 800w, ${base}-1200.webp 1200w`);
    assert.is(attr(img, 'srcset'), `${base}-400.jpg 400w, ${base}-800.jpg 800w, ${base}-1200.jpg 1200w`);
    assert.is(attr(img, 'src'), `${base}-1200.jpg`);
    assert.equal([attr(img, 'width'), attr(img, 'height')], ['1200', '900']);
    assert.equal([attr(img, 'loading'), attr(img, 'fetchpriority')], ['eager', 'high']);
    assert.ok(attr(img, 'alt')!.length > 10, 'its alt text');
  },
);

photos('should write every file the pages name, in its format and width', async () => {
  const html = (
    await Promise.all(
      [
        'index.html',
        'gallery/index.html',
        'hubs/index.html',
        'store/index.html',
        'about/index.html',
        'menu/index.html',
      ].map(page),
    )
  ).join('');
  const named = new Set([...html.matchAll(/\/pictures\/[\w-]+\.(avif|webp|jpg|png)/g)].map((m) => m[0]));
  assert.ok(named.size >= 30, `${named.size} files named`);
  for (const address of named) {
    const meta = await sharp(await readFile(join(siteDir, address))).metadata();
    const [, width, format] = /-(\d+)\.(\w+)$/.exec(address)!;
    assert.equal(
      [meta.width, meta.format],
      [Number(width), { avif: 'heif', webp: 'webp', jpg: 'jpeg', png: 'png' }[format!]],
      address,
    );
  }
  // Nothing else in the folder: a photo's files and no more.
  const files = await readdir(join(siteDir, 'pictures'));
  const pages = new Set([...named].map((a) => a.slice('/pictures/'.length)));
  assert.equal(
    files.filter((f) => !pages.has(f) && !/^(bowl|post|mug)-/.test(f)),
    [],
    'files no page names (the islands name the rest)',
  );
});

photos("should let hosts cache the photos' files for good: their names change with their content", async () => {
  assert.match(await page('_headers'), '/pictures/*\n  Cache-Control: public, max-age=31536000, immutable\n');
});

photos('should keep a drawing exactly as it was: one <img>, no <picture>', async () => {
  const html = await page('pottery/index.html');
  assert.not.match(html, '<picture');
  assert.match(
    html,
    /<img src="\/images\/pottery\/[\w-]+\.svg" alt="[^"]*" width="800" height="600" loading="lazy" decoding="async"\/>/,
  );
});

photos('should not publish the originals the pages never show, and point structured data at a made file', async () => {
  const published = await readdir(join(siteDir, 'images'), { recursive: true });
  assert.equal(
    published.filter((f) => /\.(jpg|webp)$/.test(f)),
    [],
    'no original photo (megabytes, and where it was taken)',
  );
  assert.ok(published.includes('home/hero-table.svg'), 'the drawings still are');
  const events = await page('events/index.html');
  const images = [...events.matchAll(/"image":"([^"]+)"/g)].map((m) => m[1]).filter((u) => !u!.includes('/share/'));
  assert.ok(images.length > 0, 'the upcoming events have an image');
  for (const image of images)
    assert.match(image!, /^https:\/\/www\.example\.in\/pictures\/mug-[0-9a-f]{10}-1200\.jpg$/);
});

photos('should publish no picture or video the catalogue does not name', async () => {
  const published = [
    ...(await readdir(join(siteDir, 'images'), { recursive: true })),
    ...(await readdir(join(siteDir, 'videos'), { recursive: true })),
  ];
  for (const file of ['gallery/IMG_0423.jpg', 'notes.txt', 'draft-cut.mp4'])
    assert.not.ok(published.includes(file), file);
  for (const file of ['gallery/masala-fries.svg', 'hubs/glaze-reveal.mp4'])
    assert.ok(published.includes(file), `${file}, which it names, still is`);
});

photos('should lazy-load a photo below the fold, without asking it first', async () => {
  const img = /<img\b[^>]*>/.exec(pictureOf(await page('about/index.html'), 'story'))![0];
  assert.is(attr(img, 'loading'), 'lazy');
  assert.is(attr(img, 'fetchpriority'), undefined);
  // 700 px wide: 400 px, then its own width; never enlarged.
  assert.match(attr(img, 'srcset')!, /-400\.jpg 400w, \/pictures\/story-[0-9a-f]{10}-700\.jpg 700w$/);
  assert.equal([attr(img, 'width'), attr(img, 'height')], ['700', '525']);
});

photos('should hand the islands their photos in their props, so the browser draws the same <picture>', async () => {
  // The gallery's props travel in a file; its grid is drawn on the server from the same props.
  const gallery = await page('gallery/index.html');
  const src = /data-props-src="(\/assets\/islands\/gallery-[0-9a-f]+\.json)"/.exec(gallery)?.[1];
  assert.ok(src, 'the gallery points at its props file');
  const props = JSON.parse(await readFile(join(siteDir, src!), 'utf8'));
  assert.equal(Object.keys(props.images), ['/images/bowl.jpg']);
  assert.equal(props.images['/images/bowl.jpg'].widths, [240, 400, 800, 1200, 1600]);
  const grid = pictureOf(gallery, 'bowl');
  assert.is(attr(/<img\b[^>]*>/.exec(grid)![0], 'sizes'), PICTURE_SLOTS.galleryCards.sizes);
  // Before the island wakes, the photo's link opens its widest fallback, not the 1800 px original.
  assert.match(gallery, /<a class="photo" href="\/pictures\/bowl-[0-9a-f]{10}-1600\.jpg"/);

  const hubs = await page('hubs/index.html');
  assert.is(attr(/<img\b[^>]*>/.exec(pictureOf(hubs, 'post'))![0], 'sizes'), PICTURE_SLOTS.hubTile.sizes);

  // The store's cards are no island (their prices are filled in without React): drawn by the page itself.
  const store = await page('store/index.html');
  const card = /<img\b[^>]*>/.exec(pictureOf(store, 'mug'))![0];
  assert.is(attr(card, 'sizes'), PICTURE_SLOTS.card.sizes);
  assert.match(attr(card, 'srcset')!, /\/pictures\/mug-[0-9a-f]{10}-\d+\.jpg \d+w/);
});

photos("should paint a listed product's photo first while the store answers", async () => {
  const [listing] = (await fixture.readJson('store.json')).products;
  const img = /<img\b[^>]*>/.exec(pictureOf(await page(`product/${listing.id}/index.html`), 'mug'))![0];
  assert.equal(
    [attr(img, 'fetchpriority'), attr(img, 'sizes'), attr(img, 'width'), attr(img, 'height')],
    ['high', PICTURE_SLOTS.productMain.sizes, '1200', '900'],
  );
});

photos('should put a menu photo in the cart as a small file', async () => {
  const menu = await page('menu/index.html');
  assert.match(menu, /\/pictures\/fries-[0-9a-f]{10}-200\.jpg/);
  assert.not.match(menu, /images\/menu\/appetizers|images\/fries\.jpg/);
});

photos('should warn of the narrow photo and build anyway', () => {
  assert.is(result.outcome, 'built');
  assert.equal(
    result.outcome === 'built' &&
      result.warnings
        .map(formatProblem)
        .map((w) => w.replace(/^.*? \/story/, '/story').replace(/ \S*story\.jpg/, ' story.jpg')),
    [
      '/story/picture/src warning: story.jpg is 700 px wide, but the site can show it 1200 px wide (on sharp, high-density screens), where it will look soft: use a photo at least 1200 px wide',
    ],
  );
});

photos('should keep every page with photos within its 14 KiB and valid HTML', async () => {
  const sizes = await measureSite(siteDir);
  assert.equal(
    sizes.filter((s) => s.over).map((s) => `${s.file} ${s.gzip}`),
    [],
  );
  const validator = new HtmlValidate(
    new FileSystemConfigLoader({ extends: [resolve(import.meta.dirname, '../../../.htmlvalidate.mjs')] }),
  );
  for (const file of [
    'index.html',
    'gallery/index.html',
    'hubs/index.html',
    'store/index.html',
    'about/index.html',
    'menu/index.html',
  ]) {
    const report = await validator.validateFile(join(siteDir, file));
    assert.equal(
      report.results.flatMap((r) => r.messages.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`)),
      [],
      file,
    );
  }
});

photos('should rebuild from the cache: the same files, nothing made again', async () => {
  const before = (await readdir(cacheDir)).sort();
  // A marker in place of a cached file: a rebuild that uses the cache ships the marker.
  const cached = before.find((f) => f.endsWith('-400.avif'))!;
  await writeFile(join(cacheDir, cached), 'marker');
  const again = await build({ catalogDir: fixture.dir, outDir: join(root, 'dist'), photoCacheDir: cacheDir });
  assert.is(again.outcome, 'built');
  assert.equal((await readdir(cacheDir)).sort(), before, 'no new file in the cache');
  const shipped = await Promise.all(
    (await readdir(join(siteDir, 'pictures'))).map((f) => readFile(join(siteDir, 'pictures', f), 'utf8')),
  );
  assert.ok(shipped.includes('marker'), 'the cached file, not a new one');
});

photos.run();
