import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkA11y, newPage } from './harness.ts';
import { startEditor, type EditorSession, openDish } from './editor-session.ts';

/*
 * Issue 36, parts 2 and 6: at the counter, on a phone, one tap marks a dish sold out today; the file
 * is saved at once and the menu says "Sold out" in place of its add button. Another tap brings it back.
 */

const soldOut = suite('kiln edit: a dish sold out with one tap on a phone');
let session: EditorSession;

soldOut.before(async () => {
  session = await startEditor('sold-out', 190);
});
soldOut.after(async () => {
  await session?.stop();
});

const tikkaRow = (page: import('playwright-core').Page) =>
  page.frameLocator('iframe[title^="Preview"]').locator('li').filter({ hasText: 'Paneer Tikka' }).first();

soldOut(
  'one tap marks Paneer Tikka sold out today, saved, and the menu shows it; one more brings it back',
  async () => {
    const page = await newPage({ width: 390, height: 844, deviceScaleFactor: 2 });
    await page.goto(new URL('/menu', session.url).href);
    await page.getByRole('heading', { level: 1, name: 'Café menu' }).waitFor();
    await openDish(page, /Paneer Tikka/);
    const mark = page.getByRole('button', { name: 'Mark Paneer Tikka sold out today' });
    const box = await mark.boundingBox();
    assert.ok(box && box.height >= 44, 'a big enough tap');
    await mark.click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved / })
      .waitFor({ timeout: 15_000 });
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const menu = await session.fixture.readJson('menu.json');
    assert.is(menu.categories[0]!.sections![0]!.items[1].soldOut, today);
    const undo = page.getByRole('button', { name: 'Paneer Tikka sold out today: tap when it is back' });
    assert.is(await undo.getAttribute('aria-pressed'), 'true');
    await checkA11y(page);

    await page.getByRole('button', { name: 'Preview' }).click();
    await tikkaRow(page).filter({ hasText: 'Sold out' }).waitFor({ timeout: 30_000 });
    assert.is(
      await tikkaRow(page)
        .getByRole('button', { name: /Add Paneer Tikka/ })
        .isVisible(),
      false,
    );

    await page.getByRole('button', { name: 'Form' }).click();
    await undo.click();
    await page.getByRole('button', { name: 'Mark Paneer Tikka sold out today' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved / })
      .waitFor({ timeout: 15_000 });
    assert.not.ok('soldOut' in (await session.fixture.readJson('menu.json')).categories[0]!.sections![0]!.items[1]);
    await page.getByRole('button', { name: 'Preview' }).click();
    await tikkaRow(page)
      .getByRole('button', { name: /Add Paneer Tikka/ })
      .waitFor({ timeout: 30_000 });
    await page.close();
  },
);

soldOut.run();
