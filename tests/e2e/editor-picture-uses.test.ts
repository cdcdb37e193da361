import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { noisyPhoto } from '../photo-fixture.ts';
import { checkA11y, newPage } from './harness.ts';
import { startEditor, type EditorSession } from './editor-session.ts';

/*
 * A photo uploaded for a form that is then discarded stays in catalog/images/: the picker says
 * where each picture is used, and lets staff delete one that nothing uses.
 */

const pictures = suite('kiln edit: where pictures are used, and deleting an unused one');
let session: EditorSession;
let photoDir: string;

pictures.before(async () => {
  session = await startEditor('picture-uses', 170);
  photoDir = await mkdtemp(join(tmpdir(), 'kiln-picture-uses-'));
});
pictures.after(async () => {
  await session?.stop();
  if (photoDir) await rm(photoDir, { recursive: true, force: true });
});

pictures('an upload left behind by a discarded draft can be deleted; a picture in use cannot', async () => {
  const photo = join(photoDir, 'left behind.jpg');
  await writeFile(photo, await noisyPhoto({ width: 1200, height: 900, seed: 3 }));
  const page = await newPage();
  await page.goto(new URL('/gallery', session.url).href);
  await page
    .getByRole('button', { name: /Teal wave mug/ })
    .first()
    .click();
  const item = page.locator('[data-pointer="/photos/0/picture/src"]');
  const inUse = await item.locator('input').inputValue();
  await item.getByRole('button', { name: 'Choose picture' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a picture' });
  await picker.locator('input[type=file]').setInputFiles(photo);
  await picker.waitFor({ state: 'hidden', timeout: 30_000 });
  const uploaded = await item.locator('input').inputValue();
  assert.ok(existsSync(join(session.fixture.dir, uploaded)));
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('status').filter({ hasText: 'Draft discarded' }).waitFor();

  await item.getByRole('button', { name: 'Choose picture' }).click();
  await picker.waitFor();
  const thumb = (path: string) =>
    picker.getByRole('listitem').filter({ has: page.getByText(path.replace(/^images\//, ''), { exact: true }) });
  await thumb(inUse)
    .getByText(/^Used in .+ · Teal wave mug/)
    .waitFor();
  assert.is(
    await thumb(inUse)
      .getByRole('button', { name: /^Delete/ })
      .count(),
    0,
    'a picture in use has no Delete',
  );

  const left = thumb(uploaded);
  await left.getByText('Not used anywhere').waitFor();
  await checkA11y(page);
  await left.getByRole('button', { name: `Delete ${uploaded.replace(/^images\//, '')}` }).click();
  await left.getByRole('button', { name: /for good$/ }).click();
  await picker.getByRole('status').filter({ hasText: 'Deleted' }).waitFor();
  await left.waitFor({ state: 'detached' });
  assert.not.ok(existsSync(join(session.fixture.dir, uploaded)), 'gone from catalog/images/');
  await page.close();
});

pictures.run();
