import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { until } from '../cli/build-output.ts';
import { noisyPhoto } from '../photo-fixture.ts';
import { checkA11y, newPage } from './harness.ts';
import { startEditor, type EditorSession } from './editor-session.ts';

/*
 * A 4000 × 3000 phone photo uploaded into a gallery item in `kiln edit`: the server checks it as a
 * build does, stores it in catalog/images/gallery/ under a safe name, and once saved the built
 * gallery serves its AVIF and WebP copies.
 */

const upload = suite('kiln edit: upload a photo into the gallery');
let session: EditorSession;
let photoDir: string;

upload.before(async () => {
  session = await startEditor('upload', 80);
  photoDir = await mkdtemp(join(tmpdir(), 'kiln-upload-'));
});
upload.after(async () => {
  await session?.stop();
  if (photoDir) await rm(photoDir, { recursive: true, force: true });
});

upload('the photo is stored under a safe name, and the built page serves AVIF and WebP copies', async () => {
  const photo = join(photoDir, 'My Studio Photo (1).JPG');
  await writeFile(photo, await noisyPhoto({ width: 4000, height: 3000, seed: 7 }));

  const page = await newPage();
  await page.goto(new URL('/gallery', session.url).href);
  await page
    .getByRole('button', { name: /Teal wave mug/ })
    .first()
    .click();
  const item = page.locator('[data-pointer="/photos/0/picture/src"]');
  await item.getByRole('button', { name: 'Choose picture' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a picture' });
  await picker.waitFor();
  await checkA11y(page);
  await picker.locator('input[type=file]').setInputFiles(photo);
  await picker.waitFor({ state: 'hidden', timeout: 30_000 });

  const src = await item.locator('input[type=text]').inputValue();
  assert.is(src, 'images/gallery/my-studio-photo-1.jpg', 'a safe name, in the gallery’s folder');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor({ timeout: 15_000 });
  assert.match(await session.fixture.readText('gallery.json'), `"src": "${src}"`);

  // The rebuilt gallery page: its picture has AVIF and WebP sources made from the upload.
  let html = '';
  await until(
    async () => {
      html = await (await fetch(`${session.site}/gallery`)).text();
      return html.includes('my-studio-photo-1');
    },
    'the gallery is rebuilt with the photo',
    60_000,
  );
  for (const type of ['image/avif', 'image/webp']) {
    const source = html.match(new RegExp(`<source[^>]*type="${type}"[^>]*srcset="([^"]*my-studio-photo-1[^"]*)"`, 'i'));
    assert.ok(source, `a ${type} source for the upload`);
    const first = source[1]!.split(',')[0]!.trim().split(' ')[0]!;
    const reply = await fetch(new URL(first, session.site));
    assert.is(reply.status, 200, `${first} is served`);
    assert.is(reply.headers.get('content-type'), type);
  }
  await page.close();
});

upload('a file that is not a photo is refused, and nothing is written', async () => {
  const before = await session.fixture.readText('gallery.json');
  const fake = join(photoDir, 'notes.jpg');
  await writeFile(fake, 'not a picture at all');
  const page = await newPage();
  await page.goto(new URL('/gallery', session.url).href);
  await page
    .getByRole('button', { name: /Teal wave mug/ })
    .first()
    .click();
  await page.locator('[data-pointer="/photos/0/picture/src"]').getByRole('button', { name: 'Choose picture' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a picture' });
  await picker.locator('input[type=file]').setInputFiles(fake);
  await picker.getByRole('status').filter({ hasText: 'notes.jpg is not a picture that can be read' }).waitFor();
  assert.ok(await picker.isVisible(), 'the picker stays open to say why');
  assert.is(await session.fixture.readText('gallery.json'), before, 'the gallery is untouched');
  assert.not.ok(existsSync(join(session.fixture.dir, 'images/gallery/notes.jpg')), 'nothing was written');
  await page.close();
});

upload(
  'a photo with a Hindi name, uploaded into a new gallery item on a phone, goes beside the other photos under a readable name',
  async () => {
    const photo = join(photoDir, 'मेरी फ़ोटो.jpg');
    await writeFile(photo, await noisyPhoto({ width: 1200, height: 900, seed: 11 }));
    const page = await newPage({ width: 390, height: 844, deviceScaleFactor: 2 });
    await page.goto(new URL('/gallery', session.url).href);
    const count = (await session.fixture.readJson('gallery.json')).photos.length;
    await page
      .getByRole('button', { name: /^Add to / })
      .last()
      .click();
    await page.getByRole('button', { name: `${count + 1}. Item ${count + 1}` }).click();
    const item = page.locator(`[data-pointer="/photos/${count}/picture/src"]`);
    await item.getByRole('button', { name: 'Choose picture' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a picture' });
    await picker.waitFor();
    assert.is(
      await picker.getByLabel('Upload into').inputValue(),
      'gallery',
      'the folder of the gallery’s other photos',
    );
    await picker.locator('input[type=file]').setInputFiles(photo);
    await picker.waitFor({ state: 'hidden', timeout: 30_000 });
    assert.is(await item.locator('input[type=text]').inputValue(), 'images/gallery/meree-photo.jpg');
    assert.ok(existsSync(join(session.fixture.dir, 'images/gallery/meree-photo.jpg')));
    await page.close();
  },
);

upload('staff can choose another folder for an upload', async () => {
  const photo = join(photoDir, 'counter.jpg');
  await writeFile(photo, await noisyPhoto({ width: 800, height: 600, seed: 12 }));
  const page = await newPage();
  await page.goto(new URL('/gallery', session.url).href);
  await page
    .getByRole('button', { name: /Teal wave mug/ })
    .first()
    .click();
  const item = page.locator('[data-pointer="/photos/0/picture/src"]');
  await item.getByRole('button', { name: 'Choose picture' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a picture' });
  await picker.getByLabel('Upload into').selectOption('uploads');
  await picker
    .getByRole('status')
    .filter({ hasText: /catalog\/images\/uploads\// })
    .waitFor();
  await picker.locator('input[type=file]').setInputFiles(photo);
  await picker.waitFor({ state: 'hidden', timeout: 30_000 });
  assert.is(await page.locator('#root_photos_0_picture_src').inputValue(), 'images/uploads/counter.jpg');
  await page.close();
});

upload.run();
