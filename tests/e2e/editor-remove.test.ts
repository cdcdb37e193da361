import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newPage } from './harness.ts';
import { startEditor, type EditorSession } from './editor-session.ts';

/* A list item removed by a slip of the thumb comes back with one tap, at its place. */

const remove = suite('kiln edit: a removal can be undone');
let session: EditorSession;

remove.before(async () => {
  session = await startEditor('remove', 160);
});
remove.after(async () => {
  await session?.stop();
});

remove('Remove says what went, and Undo puts it back where it was (on a phone)', async () => {
  const page = await newPage({ width: 390, height: 844 });
  await page.goto(new URL('/menu', session.url).href);
  await page.getByRole('heading', { level: 1, name: 'Café menu' }).waitFor();
  const names = () => page.locator('[data-pointer="/categories/0/sections/0/items"] .item-name').allInnerTexts();
  // The Appetizers tab opened: its two sections show their dishes.
  await page
    .getByRole('button', { name: /^1\. Appetizers/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Remove Paneer Tikka' }).waitFor();
  const before = await names();
  assert.is(before[1], 'Paneer Tikka');

  await page.getByRole('button', { name: 'Remove Paneer Tikka' }).click();
  const removed = page.getByRole('status').filter({ hasText: 'Removed Paneer Tikka.' });
  await removed.waitFor();
  assert.not.ok((await names()).includes('Paneer Tikka'));
  const undo = removed.getByRole('button', { name: 'Undo' });
  assert.ok(await undo.evaluate((b) => b === document.activeElement), 'focus is on Undo');
  const box = await undo.boundingBox();
  assert.ok(box && box.height >= 44, 'a 44 px target');

  await undo.click();
  await removed.waitFor({ state: 'detached' });
  assert.equal(await names(), before, 'back at its place');
  await page.getByRole('status').filter({ hasText: 'Everything is saved' }).waitFor();
  await page.close();
});

remove.run();
