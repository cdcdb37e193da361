import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newPage } from './harness.ts';
import { startEditor, type EditorSession, openDish } from './editor-session.ts';

/*
 * The file changed on disk while it was open in `kiln edit` (in VS Code, or in another tab).
 * Save refuses and offers two ways on; whichever is taken, the other version is kept.
 */

const conflict = suite('kiln edit: a file changed on disk since it was opened');
let session: EditorSession;

conflict.before(async () => {
  session = await startEditor('conflict', 70);
});
conflict.after(async () => {
  await session?.stop();
});

const eyebrow = '[data-pointer="/eyebrow"] input';

conflict('Save refuses; loading the file’s version keeps the draft under Versions', async () => {
  const page = await newPage();
  await page.goto(new URL('/events', session.url).href);
  await page.locator(eyebrow).fill('Made in the editor');
  await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();
  await session.fixture.editJson('events.json', (events) => void (events.eyebrow = 'Made in VS Code'));
  const onDisk = await session.fixture.readText('events.json');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: /events\.json changed on disk/ });
  await dialog.waitFor();
  await dialog.getByText(/Nothing was saved/).waitFor();
  assert.is(await session.fixture.readText('events.json'), onDisk, 'the refused save wrote nothing');
  assert.ok(await dialog.getByRole('button', { name: 'Save my draft over it' }).isVisible());

  await dialog.getByRole('button', { name: 'Load the file’s version' }).click();
  await page.getByRole('status').filter({ hasText: 'as it is on disk' }).waitFor();
  assert.is(await page.locator(eyebrow).inputValue(), 'Made in VS Code');
  await page.getByRole('button', { name: 'Versions' }).click();
  const versions = page.getByRole('dialog', { name: /Earlier versions/ });
  await versions.getByText('a draft set aside').waitFor();
  // The draft can come back: restoring it makes it the file.
  await versions
    .getByRole('button', { name: /Restore/ })
    .first()
    .click();
  await page.getByRole('status').filter({ hasText: 'Restored' }).waitFor();
  assert.match(await session.fixture.readText('events.json'), '"eyebrow": "Made in the editor"');
  await page.close();
});

conflict('Saving the draft over it keeps the file’s version; Undo last save brings it back', async () => {
  const page = await newPage();
  await page.goto(new URL('/events', session.url).href);
  await page.locator(eyebrow).fill('Second thoughts');
  await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();
  await session.fixture.editJson('events.json', (events) => void (events.eyebrow = 'Edited elsewhere'));

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save my draft over it' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor();
  assert.match(await session.fixture.readText('events.json'), '"eyebrow": "Second thoughts"');

  await page.getByRole('button', { name: 'Undo last save' }).click();
  await page.getByRole('status').filter({ hasText: 'Undone' }).waitFor();
  assert.match(await session.fixture.readText('events.json'), '"eyebrow": "Edited elsewhere"');
  assert.is(await page.locator(eyebrow).inputValue(), 'Edited elsewhere');
  await page.close();
});

conflict(
  'Each differing field is named in staff words, and saving the draft keeps the other program’s change',
  async () => {
    const page = await newPage({ width: 1280, height: 900 });
    await page.goto(new URL('/menu', session.url).href);
    await openDish(page, /Paneer Tikka/);
    await page.locator('[data-pointer="/categories/0/sections/0/items/1/price"] input').fill('310');
    await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();
    // In VS Code: Peri Peri Fries goes from ₹190 to ₹195.
    await session.fixture.editJson(
      'menu.json',
      (menu) => void (menu.categories[0]!.sections![0]!.items[0].price = 19500),
    );

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: /menu\.json changed on disk/ });
    await dialog.waitFor();
    const fries = dialog.getByRole('listitem').filter({ hasText: 'Peri Peri Fries' });
    assert.match(
      await fries.innerText(),
      /Peri Peri Fries · Price: In the file now: ₹195\. Your form did not change it \(₹190\), so the file’s stays\./,
    );
    assert.match(
      await dialog.getByRole('listitem').filter({ hasText: 'Paneer Tikka' }).innerText(),
      /Paneer Tikka · Price: In your form: ₹310\. In the file now: ₹290\./,
    );
    assert.not.match(await dialog.innerText(), /19500|31000|\/categories/, 'no paise, no pointers');

    await dialog.getByRole('button', { name: 'Save my draft over it' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved / })
      .waitFor();
    const menu = await session.fixture.readJson('menu.json');
    assert.is(menu.categories[0]!.sections![0]!.items[0].price, 19500, 'the other program’s change is kept');
    assert.is(menu.categories[0]!.sections![0]!.items[1].price, 31000, 'the form’s change is saved');
    await page
      .getByRole('button', { name: /Peri Peri Fries/ })
      .first()
      .click();
    assert.is(
      await page.locator('[data-pointer="/categories/0/sections/0/items/0/price"] input').inputValue(),
      '195',
      'the form shows what was saved',
    );
    await page.close();
  },
);

conflict.run();
