import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SHARE_IMAGE_SIZE, shareImages } from '../../../scripts/seo/share-images.ts';

const share = suite('shareImages: catalogue pictures as 1200 × 630 link-preview pictures');

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 60"><rect width="80" height="60" fill="#a8432c"/><circle cx="40" cy="30" r="20" fill="#e0a526"/></svg>';

let root: string;
let dirs: { catalogDir: string; siteDir: string; cacheDir: string };

share.before.each(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-share-'));
  dirs = {
    catalogDir: join(root, 'tests/fixtures/catalog'),
    siteDir: join(root, 'site'),
    cacheDir: join(root, 'cache'),
  };
  await mkdir(join(dirs.catalogDir, 'images'), { recursive: true });
  await writeFile(join(dirs.catalogDir, 'images/bowl.svg'), SVG);
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#25645f' } })
    .png()
    .toBuffer();
  await writeFile(join(dirs.catalogDir, 'images/photo.png'), photo);
});

share.after.each(async () => {
  await rm(root, { recursive: true, force: true });
});

const built = (path: string) => readFile(join(dirs.siteDir, path));

share('should draw an SVG as a 1200 × 630 PNG under share/, named with a content hash', async () => {
  const image = await shareImages(dirs)({ src: 'images/bowl.svg', alt: 'A bowl' });
  assert.match(image.path, /^\/share\/bowl-[0-9a-f]{10}\.png$/);
  assert.equal({ ...image, path: '' }, { path: '', width: 1200, height: 630, type: 'image/png', alt: 'A bowl' });
  const meta = await sharp(await built(image.path)).metadata();
  assert.equal([meta.format, meta.width, meta.height], ['png', SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height]);
  // Drawn at 15× (1200 × 900), then 135 px cut off top and bottom: the circle's edge (x = 900) is
  // crisp, not an 80-pixel drawing blown up.
  const pixel = async (left: number, top: number) => [
    ...(await sharp(await built(image.path))
      .extract({ left, top, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer()),
  ];
  assert.equal(await pixel(896, 315), [0xe0, 0xa5, 0x26], 'mustard just inside');
  assert.equal(await pixel(904, 315), [0xa8, 0x43, 0x2c], 'terracotta just outside');
  assert.equal(await pixel(600, 2), [0xa8, 0x43, 0x2c], 'the top is the background: the crop is centred');
});

share('should make a photo a 1200 × 630 JPEG', async () => {
  const image = await shareImages(dirs)({ src: 'images/photo.png', alt: 'A photo' });
  assert.match(image.path, /^\/share\/photo-[0-9a-f]{10}\.jpg$/);
  assert.is(image.type, 'image/jpeg');
  const meta = await sharp(await built(image.path)).metadata();
  assert.equal([meta.format, meta.width, meta.height], ['jpeg', 1200, 630]);
});

share('should make a picture once per build, whatever alt text each page gives it', async () => {
  const make = shareImages(dirs);
  const [a, b] = await Promise.all([
    make({ src: 'images/bowl.svg', alt: 'One' }),
    make({ src: 'images/bowl.svg', alt: 'Two' }),
  ]);
  assert.is(a.path, b.path);
  assert.equal([a.alt, b.alt], ['One', 'Two']);
  assert.equal(await readdir(join(dirs.siteDir, 'share')), [a.path.slice('/share/'.length)]);
  assert.is((await readdir(dirs.cacheDir)).length, 1, 'one cached picture');
});

share(
  'should take a picture drawn by an earlier build from the cache, and draw it again once its file changes',
  async () => {
    const first = await shareImages(dirs)({ src: 'images/bowl.svg', alt: '' });
    const [cached] = await readdir(dirs.cacheDir);
    // Swap the cached picture for a marker: if the next build reads the cache, it copies the marker.
    const marker = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    await writeFile(join(dirs.cacheDir, cached!), marker);
    const again = await shareImages({ ...dirs, siteDir: join(root, 'site2') })({ src: 'images/bowl.svg', alt: '' });
    assert.is(again.path, first.path);
    assert.equal(await readFile(join(root, 'site2', again.path)), marker, 'from the cache, not drawn again');

    await writeFile(join(dirs.catalogDir, 'images/bowl.svg'), SVG.replace('#e0a526', '#25645f'));
    const changed = await shareImages({ ...dirs, siteDir: join(root, 'site3') })({ src: 'images/bowl.svg', alt: '' });
    assert.is.not(changed.path, first.path, 'a new name for new content');
    assert.is((await sharp(await readFile(join(root, 'site3', changed.path))).metadata()).width, 1200, 'drawn again');
  },
);

share('should still build when the cache cannot be written', async () => {
  await writeFile(join(root, 'not-a-folder'), 'x');
  const image = await shareImages({ ...dirs, cacheDir: join(root, 'not-a-folder') })({
    src: 'images/bowl.svg',
    alt: '',
  });
  assert.is((await sharp(await built(image.path)).metadata()).height, 630);
});

share.run();
