import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { until } from '../cli/build-output.ts';
import { openPaneerTikka, PANEER_TIKKA_PRICE, startEditor, type EditorSession } from './editor-session.ts';

/*
 * Going back: "Undo last save" steps back one save at a time, and a version put back (by Undo or
 * through Versions) is checked as a save is, so a broken one is refused with staff told why.
 */

const undo = suite('kiln edit: Undo and Restore');
let session: EditorSession;

undo.before(async () => {
  session = await startEditor('undo', 130);
});
undo.after(async () => {
  await session?.stop();
});

const price = PANEER_TIKKA_PRICE;
const openMenu = () => openPaneerTikka(session);
const priceOnDisk = async () =>
  (await session.fixture.readJson('menu.json')).categories[0]!.sections![0]!.items[1].price;

undo('Undo last save pressed three times walks back 200 → 195 → 190 → as it was', async () => {
  const page = await openMenu();
  const before = await page.locator(price).inputValue();
  for (const typed of ['190', '195', '200']) {
    await page.locator(price).fill(typed);
    // The form reads the file back after each save: the next save is made from that version.
    const readBack = page.waitForResponse((r) => r.url().endsWith('/api/file/menu') && r.request().method() === 'GET');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await readBack;
    assert.is(await priceOnDisk(), Number(typed) * 100, `₹${typed} saved`);
  }
  assert.is(await priceOnDisk(), 20000);
  for (const [step, expected] of [
    ['195', 19500],
    ['190', 19000],
    [before, Number(before) * 100],
  ] as const) {
    await page.getByRole('button', { name: 'Undo last save' }).click();
    await until(async () => (await priceOnDisk()) === expected, `back to ₹${step}`);
    await page.getByRole('status').filter({ hasText: 'Undone' }).waitFor();
    await page.waitForFunction(
      ([sel, want]) => (document.querySelector(sel) as HTMLInputElement | null)?.value === want,
      [price, step] as const,
    );
  }
  await page.close();
});

undo('A broken version restored through Versions is refused, named, and the draft stays', async () => {
  const good = await session.fixture.readText('menu.json');
  await session.fixture.writeText(
    'menu.json',
    good.replace(/("id": "paneer-tikka"[^}]*"price": )\d+/, '$1"two hundred"'),
  );
  const page = await openMenu();
  await page.locator(price).fill('310');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor();
  const saved = await session.fixture.readText('menu.json');

  await page.locator(price).fill('315');
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('kiln-edit-draft')), undefined);
  await page.getByRole('button', { name: 'Versions' }).click();
  await page
    .getByRole('dialog', { name: /Earlier versions/ })
    .getByRole('button', { name: /Restore/ })
    .first()
    .click();
  const status = page.getByRole('status').filter({ hasText: 'Not restored' });
  await status.waitFor();
  assert.match(await status.innerText(), /has 1 problem/);
  assert.not.match(await status.innerText(), /menu\.json:\d|\/categories/, 'no line numbers or pointers');
  assert.is(await session.fixture.readText('menu.json'), saved, 'nothing written');
  assert.is(await page.locator(price).inputValue(), '315', 'the draft is still in the form');
  await page.close();
});

undo.run();
