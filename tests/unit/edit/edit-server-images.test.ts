import { request as httpRequest } from 'node:http';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { UPLOAD_LIMIT, type ImagesReply } from '../../../editor/edit-protocol.ts';
import { safeFileName } from '../../../scripts/edit/safe-file-name.ts';
import { noisyPhoto, plainPng } from '../../photo-fixture.ts';
import { rawRequest } from '../../raw-http.ts';
import { startSession, type EditSession } from './edit-server-session.ts';

/*
 * The pictures `kiln edit` lists and takes in: only catalog/images/, only photos the build can
 * read, under a safe name of their own, never past the size limit.
 */

let session: EditSession;
let photo: Buffer;
const images = suite('kiln edit server: pictures');
images.before(async () => {
  photo = await noisyPhoto({ width: 4000, height: 3000 });
  session = await startSession('images', {
    async prepare(f) {
      // A picture outside images/, and links to it from inside: neither listed nor served.
      await writeFile(join(f.dir, 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>SECRET</title></svg>');
      await symlink(join(f.dir, 'secret.svg'), join(f.dir, 'images', 'escape.svg'));
      await symlink(f.dir, join(f.dir, 'images', 'catalogue-link'));
      await writeFile(join(f.dir, 'images', 'gallery', 'notes.txt'), 'not a picture');
    },
  });
});
images.after(async () => {
  await session.stop();
});

const upload = (bytes: Uint8Array | string, query: string) =>
  session.call('POST', `/api/images?${query}`, bytes, { 'content-type': 'application/octet-stream' });
const listed = async () => ((await session.call('GET', '/api/images')).json as ImagesReply).images.map((i) => i.path);

images('should list every picture under catalog/images/, sorted, and nothing outside it', async () => {
  const paths = await listed();
  assert.ok(paths.length > 20, `${paths.length} pictures`);
  assert.equal(paths, [...paths].sort());
  assert.ok(
    paths.includes('images/logo.svg') && paths.every((p) => /^images\/.+\.(jpe?g|png|webp|avif|svg|gif)$/.test(p)),
  );
  assert.not.ok(paths.some((p) => p.includes('escape') || p.includes('catalogue-link') || p.includes('notes')));
  for (const path of [
    '/catalog/images/escape.svg',
    '/catalog/images/catalogue-link/secret.svg',
    '/catalog/images/gallery/notes.txt',
    '/catalog/images/../secret.svg',
  ]) {
    const r = await rawRequest(session.port, `GET ${path}`, { host: `localhost:${session.port}` });
    assert.is(r.status, 404, path);
    assert.not.match(r.body, 'SECRET');
  }
});

images('should make a name safe: lowercase ASCII letters, digits and dashes', () => {
  assert.is(safeFileName('My Photo (1).JPG'), 'my-photo-1');
  assert.is(safeFileName('Café Crème brûlée.png'), 'cafe-creme-brulee');
  assert.is(safeFileName('C:\\fakepath\\..\\..\\evil name.jpeg'), 'evil-name');
  assert.is(safeFileName('../../etc/passwd'), 'passwd');
  assert.is(safeFileName('.jpg'), 'photo');
  assert.is(safeFileName('शादी.jpg'), 'shadee');
  assert.is(safeFileName('😀.jpg'), 'photo');
  assert.is(safeFileName(`${'a'.repeat(100)}.jpg`).length, 60);
});

images('should take a real 4000 × 3000 JPEG into a folder under a safe name, never over an existing file', async () => {
  const first = await upload(photo, `name=${encodeURIComponent('My Photo (1).JPG')}&folder=gallery`);
  assert.is(first.status, 201);
  assert.equal(first.json, { path: 'images/gallery/my-photo-1.jpg', width: 4000, height: 3000 });
  assert.ok(
    (await readFile(join(session.fixture.dir, 'images/gallery/my-photo-1.jpg'))).equals(photo),
    'the bytes as sent',
  );
  const second = await upload(photo, `name=${encodeURIComponent('my photo 1.jpeg')}&folder=gallery`);
  assert.is(second.json.path, 'images/gallery/my-photo-1-2.jpg');
  assert.ok((await listed()).includes('images/gallery/my-photo-1-2.jpg'));
  assert.equal(
    (await readdir(join(session.fixture.dir, 'images/gallery'))).filter((n) => n.startsWith('.')),
    [],
    'no temporary file left',
  );
  const served = await session.call('GET', '/catalog/images/gallery/my-photo-1.jpg');
  assert.is(served.status, 200);
  assert.is(served.headers.get('content-type'), 'image/jpeg');
});

images('should strip the location a phone wrote into a photo, keeping it upright and in its colours', async () => {
  const withGps = await sharp(await noisyPhoto({ width: 400, height: 300, seed: 3 }))
    .withExif({
      IFD0: { Make: 'Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 38/1 2345/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .jpeg()
    .toBuffer();
  const sent = await sharp(withGps).metadata();
  assert.ok(
    sent.exif?.toString('latin1').includes('Phone') && sent.orientation === 6,
    'the test photo carries EXIF, turned',
  );
  const r = await upload(withGps, 'name=gps.jpg&folder=gallery');
  assert.is(r.status, 201);
  assert.equal(r.json, { path: 'images/gallery/gps.jpg', width: 300, height: 400 });
  const kept = await readFile(join(session.fixture.dir, 'images/gallery/gps.jpg'));
  const meta = await sharp(kept).metadata();
  assert.is(meta.exif, undefined, 'no EXIF (so no GPS) on disk');
  assert.not.ok(kept.toString('latin1').includes('Phone'));
  assert.is([meta.width, meta.height].join('×'), '300×400', 'turned upright as the phone meant it');
  assert.ok(meta.icc, 'the colour profile is kept');
});

images('should name the file by what it is, and put it in uploads/ (made) when no folder is given', async () => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();
  const r = await upload(png, 'name=scan.jpg');
  assert.is(r.status, 201);
  assert.equal(r.json, { path: 'images/uploads/scan.png', width: 64, height: 48 });
  const webp = await sharp(png).webp().toBuffer();
  assert.is((await upload(webp, 'name=')).json.path, 'images/uploads/photo.webp');
});

images(
  'should refuse what is not a photo the build can read (415/422), a folder that is not there (400), and a file past the limit (413)',
  async () => {
    const before = await listed();
    const text = await upload('just some text, posing as a photo', 'name=holiday.jpg&folder=gallery');
    assert.is(text.status, 415);
    assert.is(text.json.message, 'holiday.jpg is not a picture that can be read: upload a JPEG, PNG or WebP photo.');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const animated = await upload(gif, 'name=dance.gif');
    assert.is(animated.status, 415);
    assert.match(animated.json.message, 'dance.gif is a GIF picture');
    const cut = await upload(photo.subarray(0, photo.length / 2), 'name=cut.jpg');
    assert.is(cut.status, 422);
    assert.match(
      cut.json.message,
      /^picture file cut\.jpg cannot be read as a photo \(.+\): save it again as a JPEG, PNG or WebP$/,
    );
    const huge = await upload(plainPng({ width: 16400, height: 16400 }), 'name=huge.png');
    assert.is(huge.status, 422);
    assert.match(
      huge.json.message,
      /^picture file huge\.png is 16,400 × 16,400 px \(269 megapixels\), more than the 268\.4 megapixels/,
    );
    for (const folder of ['nope', '..', '../images', 'gallery/../..', '.']) {
      const r = await upload(photo, `name=x.jpg&folder=${encodeURIComponent(folder)}`);
      assert.is(r.status, 400, folder);
      assert.match(r.json.message, `There is no folder images/${folder}: choose one of images/about,`);
    }
    const over = await upload(Buffer.alloc(UPLOAD_LIMIT + 1), 'name=big.jpg');
    assert.is(over.status, 413);
    assert.is(
      over.json.message,
      'big.jpg is larger than 25 MB: save it smaller (a photo from a camera or phone is a few MB as a JPEG).',
    );
    // Sent in chunks, its size unsaid: refused once past the limit, and the answer heard (the server
    // drops the rest rather than reset the connection under it); an upload past twice the limit is cut.
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${session.origin}/api/images?name=stream.jpg`, {
        method: 'POST',
        headers: { 'x-kiln-editor': '1' },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      // The server closing the upload it refused: expected, once its answer is in.
      request.on('error', (error) => setTimeout(() => reject(error), 1000));
      const pump = () => {
        while (sent <= UPLOAD_LIMIT * 2 && !request.destroyed) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        request.end();
      };
      pump();
    });
    assert.is(status, 413);
    assert.equal(await listed(), before, 'nothing was written');
    assert.is((await session.call('GET', '/api/images')).status, 200, 'and the server still answers');
  },
);

images('should make no folder but uploads/', async () => {
  await mkdir(join(session.fixture.dir, 'images', 'uploads'), { recursive: true });
  const r = await upload(photo, 'name=a.jpg&folder=made-up');
  assert.is(r.status, 400);
  assert.not.ok((await readdir(join(session.fixture.dir, 'images'))).includes('made-up'));
});

images.run();
