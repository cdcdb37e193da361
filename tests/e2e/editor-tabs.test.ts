import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { newPage } from './harness.ts';
import { startEditor, type EditorSession, openDish } from './editor-session.ts';

/*
 * Two tabs of one browser on one file: each keeps its own draft, so a save in one never drops
 * what was typed in the other, and each says plainly when the other holds unsaved changes.
 */

const tabs = suite('kiln edit: two tabs on one file');
let session: EditorSession;

tabs.before(async () => {
  session = await startEditor('tabs', 140);
});
tabs.after(async () => {
  await session?.stop();
});

const priceOf = (i: number) => `[data-pointer="/categories/0/sections/0/items/${i}/price"] input`;

async function openMenu(page: Page) {
  await page.goto(new URL('/menu', session.url).href);
  await page.getByRole('heading', { level: 1, name: 'Café menu' }).waitFor();
  for (const name of [/Peri Peri Fries/, /Paneer Tikka/]) await openDish(page, name);
}

tabs('Typing in tab B, then saving in tab A, loses nothing of B’s: B is told, and its save keeps A’s', async () => {
  const a = await newPage({ width: 1280, height: 900 });
  const b = await a.context().newPage();
  await openMenu(a);
  await openMenu(b);

  await b.locator(priceOf(0)).fill('205');
  await b.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();
  await a.getByRole('note').filter({ hasText: 'Another tab has unsaved changes to this file' }).waitFor();

  await a.locator(priceOf(1)).fill('320');
  await a.getByRole('button', { name: 'Save', exact: true }).click();
  await a
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor();
  assert.is((await session.fixture.readJson('menu.json')).categories[0]!.sections![0]!.items[1].price, 32000);

  await b.reload();
  await openMenu(b);
  await b.getByRole('status').filter({ hasText: 'Your unsaved changes' }).waitFor();
  assert.is(await b.locator(priceOf(0)).inputValue(), '205', 'B’s draft survived A’s save');
  assert.ok(await b.getByRole('note').filter({ hasText: 'Another tab' }).isHidden(), 'A holds no draft now');

  await b.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = b.getByRole('alertdialog', { name: /changed on disk/ });
  await dialog.waitFor();
  assert.match(
    await dialog.getByRole('listitem').filter({ hasText: 'Paneer Tikka' }).innerText(),
    /In the file now: ₹320\. Your form did not change it/,
  );
  await dialog.getByRole('button', { name: 'Save my draft over it' }).click();
  await b
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor();
  const menu = await session.fixture.readJson('menu.json');
  assert.equal(
    [menu.categories[0]!.sections![0]!.items[0].price, menu.categories[0]!.sections![0]!.items[1].price],
    [20500, 32000],
    'both tabs’ changes are in the file',
  );
  await b.close();
  await a.close();
});

tabs('A draft a closed tab left is offered in the next tab that opens the file', async () => {
  const page = await newPage({ width: 1280, height: 900 });
  await openMenu(page);
  const opened = await page.evaluate(
    async () => (await (await fetch('/api/file/menu')).json()) as { version: string; data: any },
  );
  // The file as the editor names it (the fixture's own path).
  const file = await page.evaluate(
    async () =>
      ((await (await fetch('/api/files')).json()) as { files: { key: string; file: string }[] }).files.find(
        (f) => f.key === 'menu',
      )!.file,
  );
  const left = structuredClone(opened.data);
  left.categories[0]!.sections![0]!.items[0].price = 21500;
  // A tab that never said it was alive: closed.
  const key = `kiln-edit-draft:${file}:closed-tab`;
  await page.evaluate(
    ([k, draft]) => localStorage.setItem(k!, draft!),
    [key, JSON.stringify({ version: opened.version, at: Date.now(), data: left, base: opened.data })],
  );
  await page.reload();
  await openMenu(page);
  await page.getByRole('status').filter({ hasText: 'Your unsaved changes' }).waitFor();
  assert.is(await page.locator(priceOf(0)).inputValue(), '215');
  assert.is(await page.evaluate((k) => localStorage.getItem(k), key), null, 'taken up as this tab’s own');
  await page.close();
});

tabs.run();
