import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { photoInfo, UnreadablePhoto } from '../../../scripts/images/photo-info.ts';
import { responsivePhotos } from '../../../scripts/images/responsive-photos.ts';
import type { Catalog } from '../../../site/core/catalog/catalog-keys.ts';
import { pictureFile, srcsetOf } from '../../../site/core/lib/responsive-image.ts';
import { noisyPhoto } from '../../photo-fixture.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const photos = suite(
  'responsivePhotos: catalogue photos as AVIF, WebP and a fallback, in the widths their places need',
);

let root: string;
let dirs: { catalogDir: string; siteDir: string; cacheDir: string };
let catalog: Catalog;
/** One 4000 × 3000 JPEG of several MB for the whole suite: it takes a while to make. */
let bigJpeg: Buffer;

photos.before(async () => {
  bigJpeg = await noisyPhoto();
});

photos.before.each(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-photos-'));
  dirs = {
    catalogDir: join(root, 'tests/fixtures/catalog'),
    siteDir: join(root, 'site'),
    cacheDir: join(root, 'cache'),
  };
  await mkdir(join(dirs.catalogDir, 'images'), { recursive: true });
  catalog = await sampleCatalog();
});

photos.after.each(async () => {
  await rm(root, { recursive: true, force: true });
});

const put = (name: string, bytes: Buffer) => writeFile(join(dirs.catalogDir, 'images', name), bytes);
const built = (address: string) => readFile(join(dirs.siteDir, address));

photos(
  'should make a big JPEG in the hero into AVIF, WebP and JPEG at 400, 800 and 1200 px, named by content',
  async () => {
    assert.ok(bigJpeg.length > 3_000_000, `a photo of several MB (${bigJpeg.length} bytes)`);
    await put('hero.jpg', bigJpeg);
    catalog.home.hero.picture.src = 'images/hero.jpg';
    const { manifest, written } = await responsivePhotos(catalog, dirs);
    await written;
    const image = manifest['/images/hero.jpg']!;
    assert.match(image.base, /^\/pictures\/hero-[0-9a-f]{10}$/);
    assert.equal(
      { ...image, base: '' },
      { base: '', widths: [400, 800, 1200], fallback: 'jpg', width: 1200, height: 900 },
    );
    assert.equal(Object.keys(manifest), ['/images/hero.jpg'], 'the drawings are left alone');
    const made = (await readdir(join(dirs.siteDir, 'pictures'))).sort();
    assert.is(made.length, 9);
    for (const width of image.widths) {
      for (const [format, sharpName] of [
        ['avif', 'heif'],
        ['webp', 'webp'],
        ['jpg', 'jpeg'],
      ] as const) {
        const bytes = await built(pictureFile(image, width, format));
        const meta = await sharp(bytes).metadata();
        assert.equal([meta.format, meta.width, meta.height], [sharpName, width, width * 0.75], `${width} ${format}`);
        if (format === 'avif') assert.is(meta.compression, 'av1');
      }
    }
    // What a phone 390 px wide fetches at 1× to 3×: a few tens of KB at most, from 5.9 MB.
    for (const width of [400, 800, 1200]) {
      const size = (await built(pictureFile(image, width, 'avif'))).length;
      assert.ok(size < 60_000, `${width} px AVIF is ${size} bytes`);
    }
    assert.is(
      srcsetOf(image, 'webp'),
      `${image.base}-400.webp 400w, ${image.base}-800.webp 800w, ${image.base}-1200.webp 1200w`,
    );
  },
);

photos('should make a photo shown in several places once, in every width they need', async () => {
  await put('bowl.jpg', await noisyPhoto({ width: 2000, height: 1500, seed: 2 }));
  catalog.gallery.photos[0]!.picture.src = 'images/bowl.jpg';
  catalog.events.events[0]!.image.src = 'images/bowl.jpg';
  const { manifest, written } = await responsivePhotos(catalog, dirs);
  await written;
  // The gallery's grid, cards, lightbox and the phone's carousel; an event's card and past row.
  assert.equal(manifest['/images/bowl.jpg']!.widths, [160, 240, 400, 800, 1200, 1600]);
  assert.is((await readdir(join(dirs.siteDir, 'pictures'))).length, 18);
});

photos('should keep transparency: a PNG with alpha gets a PNG fallback, and AVIF and WebP keep the alpha', async () => {
  await put('logo.png', await noisyPhoto({ width: 600, height: 300, format: 'png', alpha: true, seed: 3 }));
  catalog.press.logos[0]!.picture.src = 'images/logo.png';
  const { manifest, written } = await responsivePhotos(catalog, dirs);
  await written;
  const image = manifest['/images/logo.png']!;
  assert.equal([image.fallback, image.widths, image.width, image.height], ['png', [240, 400], 400, 200]);
  for (const format of ['avif', 'webp', 'png'] as const) {
    const meta = await sharp(await built(pictureFile(image, 240, format))).metadata();
    assert.ok(meta.hasAlpha, `${format} keeps its alpha`);
  }
});

photos('should not enlarge a small photo: its own width is the widest file', async () => {
  await put('small.webp', await noisyPhoto({ width: 1000, height: 500, format: 'webp', seed: 4 }));
  catalog.about.story.picture.src = 'images/small.webp';
  const { manifest, written } = await responsivePhotos(catalog, dirs);
  await written;
  assert.equal(manifest['/images/small.webp'], {
    ...manifest['/images/small.webp']!,
    widths: [400, 800, 1000],
    fallback: 'jpg',
    width: 1000,
    height: 500,
  });
  assert.is(
    (await sharp(await built(pictureFile(manifest['/images/small.webp']!, 1000, 'jpg'))).metadata()).width,
    1000,
  );
});

photos('should turn a photo upright by its EXIF orientation, and size it as it is shown', async () => {
  // Stored 1200 × 800 on its side (orientation 6: turn 90° clockwise to view): shown 800 × 1200.
  const sideways = await sharp(await noisyPhoto({ width: 1200, height: 800, seed: 5 }))
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  await put('portrait.jpg', sideways);
  catalog.careers!.image.src = 'images/portrait.jpg';
  const { manifest, written } = await responsivePhotos(catalog, dirs);
  await written;
  const image = manifest['/images/portrait.jpg']!;
  assert.equal([image.widths, image.width, image.height], [[400, 800], 800, 1200]);
  const meta = await sharp(await built(pictureFile(image, 800, 'jpg'))).metadata();
  assert.equal([meta.width, meta.height, meta.orientation ?? 1], [800, 1200, 1]);
});

photos('should take the files from the cache when an earlier build made them from the same bytes', async () => {
  await put('hero.jpg', await noisyPhoto({ width: 1600, height: 1200, seed: 9 }));
  catalog.home.hero.picture.src = 'images/hero.jpg';
  const first = await responsivePhotos(catalog, dirs);
  await first.written;
  const cached = (await readdir(dirs.cacheDir)).sort();
  assert.is(cached.length, 10, 'nine files and what was learnt about the photo');
  // Swap a cached file for a marker: a build that reads the cache copies the marker.
  const file = cached.find((f) => f.endsWith('-400.avif'))!;
  await writeFile(join(dirs.cacheDir, file), 'marker');
  const siteDir = join(root, 'site2');
  const started = performance.now();
  const again = await responsivePhotos(catalog, { ...dirs, siteDir });
  await again.written;
  const ms = performance.now() - started;
  assert.equal(again.manifest, first.manifest);
  assert.is(
    await readFile(join(siteDir, pictureFile(again.manifest['/images/hero.jpg']!, 400, 'avif')), 'utf8'),
    'marker',
  );
  assert.ok(ms < 1000, `a cached rebuild took ${ms.toFixed(0)} ms`);
  assert.equal((await readdir(dirs.cacheDir)).sort(), cached, 'nothing made again');
});

photos('should make a changed photo again, under a new name', async () => {
  await put('hero.jpg', await noisyPhoto({ width: 1600, height: 1200, seed: 6 }));
  catalog.home.hero.picture.src = 'images/hero.jpg';
  const first = await responsivePhotos(catalog, dirs);
  await first.written;
  await put('hero.jpg', await noisyPhoto({ width: 1600, height: 1200, seed: 7 }));
  const changed = await responsivePhotos(catalog, { ...dirs, siteDir: join(root, 'site2') });
  await changed.written;
  assert.is.not(changed.manifest['/images/hero.jpg']!.base, first.manifest['/images/hero.jpg']!.base);
});

photos('should leave a catalogue of drawings alone: no manifest, no files', async () => {
  const { manifest, written } = await responsivePhotos(catalog, dirs);
  await written;
  assert.equal(manifest, {});
  assert.is(await readdir(join(dirs.siteDir, 'pictures')).catch(() => 'none'), 'none');
  assert.is(await readdir(dirs.cacheDir).catch(() => 'none'), 'none');
});

photos('photoInfo should say why sharp cannot read a file: not a picture, or cut short', async () => {
  const failure = (name: string) =>
    photoInfo(join(dirs.catalogDir, 'images', name), dirs.cacheDir).then(
      () => undefined,
      (error: unknown) => error,
    );
  await put('notes.jpg', Buffer.from('these are not the pixels you are looking for'));
  const notAPicture = await failure('notes.jpg');
  assert.instance(notAPicture, UnreadablePhoto);
  assert.match((notAPicture as Error).message, 'unsupported image format');
  const photo = await noisyPhoto({ width: 800, height: 600, seed: 8 });
  await put('cut.jpg', photo.subarray(0, photo.length / 2));
  assert.instance(await failure('cut.jpg'), UnreadablePhoto);
  assert.is(await readdir(dirs.cacheDir).catch(() => 'none'), 'none', 'nothing recorded of either');
});

photos.run();
