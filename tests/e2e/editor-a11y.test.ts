import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkA11y, newPage } from './harness.ts';
import { startEditor, type EditorSession, openDish } from './editor-session.ts';

/*
 * `kiln edit` for everyone: axe finds nothing at 1280 and 390 px in both themes (the file list,
 * a form with a problem showing, its dialogs, list items open: a dish, an event and its tags; the studio details' groups), and a
 * whole edit works from the keyboard.
 */

const a11y = suite('kiln edit: accessible, and usable from the keyboard');
let session: EditorSession;

a11y.before(async () => {
  session = await startEditor('a11y', 110);
});
a11y.after(async () => {
  await session?.stop();
});

/** Presses Tab (or Shift+Tab) until `focused` holds in the page; fails after `limit` presses. */
async function tabTo(page: Page, focused: () => boolean, key = 'Tab', limit = 120): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(key);
    if (await page.evaluate(focused)) return;
  }
  throw new Error(`focus never reached ${focused} within ${limit} presses of ${key}`);
}

a11y('axe: no violations at 1280 and 390 px, light and dark', async () => {
  for (const width of [1280, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await newPage({ width, height: 900, colorScheme });
      await page.goto(session.url);
      await page.getByRole('heading', { name: 'What would you like to change?' }).waitFor();
      await checkA11y(page);
      await page.getByRole('link', { name: 'Café menu' }).click();
      await openDish(page, /Paneer Tikka/);
      await page.locator('[data-pointer="/categories/0/sections/0/items/1/price"] input').fill('abc');
      await page.locator('.field-problems').first().waitFor();
      await checkA11y(page);
      await page.getByRole('button', { name: 'Versions' }).click();
      await page.getByRole('dialog').waitFor();
      await checkA11y(page);
      await page.keyboard.press('Escape');
      // List items open: an event with its tags, each tag a box of its own.
      await page.goto(new URL('/events', session.url).href);
      await page.locator('.schema-form').waitFor();
      await page
        .getByRole('button', { name: /Saturday Family Paint Club/ })
        .first()
        .click();
      await page.getByRole('textbox', { name: 'Tag 1' }).first().waitFor();
      await checkA11y(page);
      // The studio details in their groups, one open.
      await page.goto(new URL('/site', session.url).href);
      await page.getByRole('button', { name: 'Contact and WhatsApp', exact: true }).click();
      await page.getByRole('textbox', { name: /WhatsApp number/ }).waitFor();
      await checkA11y(page);
      await page.close();
    }
  }
});

a11y('from the keyboard: open a photo, change its title, move it down, save', async () => {
  const page = await newPage();
  await page.goto(new URL('/gallery', session.url).href);
  await page.locator('.schema-form').waitFor();
  const first = await page.locator('.item-name').first().innerText();
  await tabTo(page, () => document.activeElement?.classList.contains('item-toggle') ?? false);
  await page.keyboard.press('Enter');
  assert.is(await page.locator('.item-toggle').first().getAttribute('aria-expanded'), 'true');
  await tabTo(
    page,
    () => document.activeElement?.closest('[data-pointer]')?.getAttribute('data-pointer') === '/photos/0/title',
  );
  await page.keyboard.press('End');
  await page.keyboard.type(' (new)');
  // Back up to the item's own buttons, then move it down and save, all by key.
  await tabTo(
    page,
    () =>
      document.activeElement?.getAttribute('aria-label')?.startsWith('Move ') === true &&
      document.activeElement.getAttribute('aria-label')!.endsWith(' down'),
    'Shift+Tab',
  );
  await page.keyboard.press('Enter');
  await tabTo(page, () => document.activeElement?.textContent === 'Save', 'Shift+Tab', 200);
  await page.keyboard.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor({ timeout: 15_000 });
  const photos = (await session.fixture.readJson('gallery.json')).photos;
  assert.is(photos[1].title, `${first} (new)`);
  await page.close();
});

a11y.run();
