import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateCatalog } from '../../scripts/validate/validate-catalog.ts';
import { newPage } from './harness.ts';
import { startEditor, type EditorSession, openDish } from './editor-session.ts';

/*
 * A bad value in `kiln edit`: the field says what is wrong in staff words, named by its title and in
 * the unit its box is typed in, with no line numbers; Save is refused and the file untouched; the
 * draft survives a reload until it is discarded.
 */

const problems = suite('kiln edit: a bad value is refused, and kept as a draft');
let session: EditorSession;
const PRICE = '/categories/0/sections/0/items/1/price';

problems.before(async () => {
  session = await startEditor('problems', 60);
});
problems.after(async () => {
  await session?.stop();
});

problems('the field says what is wrong in staff words, Save is refused, and a reload keeps the draft', async () => {
  const before = await session.fixture.readText('menu.json');
  const page = await newPage();
  await page.goto(new URL('/menu', session.url).href);
  await openDish(page, /Paneer Tikka/);
  const field = page.locator(`[data-pointer="${PRICE}"]`);
  await field.locator('input').fill('2o0');

  const expected = 'Price should be a price like 290 or 12.50 (you typed “2o0”)';
  const said = field.locator('.field-problems li');
  await said.waitFor();
  assert.is(await said.innerText(), `Problem: ${expected}`);
  // The input is described by its problem, for a screen reader.
  const describedBy = (await field.locator('input').getAttribute('aria-describedby')) ?? '';
  assert.ok(describedBy.split(' ').includes((await field.locator('.field-problems').getAttribute('id'))!));

  // The summary lists it; its entry takes focus to the field.
  const summary = page.getByRole('region', { name: /1 problem/ });
  assert.is(
    await summary.getByRole('button').innerText(),
    `Problem Paneer Tikka: ${expected}`,
    'named by its dish, with no line number: a form has none',
  );
  await summary.getByRole('button', { name: /Price should be a price like 290/ }).click();
  await page.waitForFunction(
    (pointer) => document.activeElement?.closest('[data-pointer]')?.getAttribute('data-pointer') === pointer,
    PRICE,
    {
      timeout: 3000,
    },
  );

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Not saved' }).waitFor();
  assert.is(await session.fixture.readText('menu.json'), before, 'nothing was written');

  await page.reload();
  await page.getByRole('status').filter({ hasText: 'Your unsaved changes' }).waitFor();
  await page
    .getByRole('button', { name: /Paneer Tikka/ })
    .first()
    .waitFor();
  assert.is(
    await page.locator(`[data-pointer="${PRICE}"] input`).inputValue(),
    '2o0',
    'the draft is back after a reload',
  );
  assert.is(await page.locator(`[data-pointer="${PRICE}"] .field-problems li`).innerText(), `Problem: ${expected}`);

  // Discarding it brings back the file's price, and keeps the draft among the versions.
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('status').filter({ hasText: 'Draft discarded' }).waitFor();
  await openDish(page, /Paneer Tikka/);
  assert.is(await page.locator(`[data-pointer="${PRICE}"] input`).inputValue(), '290');
  await page.getByRole('button', { name: 'Versions' }).click();
  await page
    .getByRole('dialog', { name: /Earlier versions/ })
    .getByText('a draft set aside')
    .waitFor();
  await page.keyboard.press('Escape');
  assert.is(await page.getByRole('dialog').count(), 0, 'Escape closes the versions');
  assert.is(await session.fixture.readText('menu.json'), before);
  await page.close();
});

problems('an emptied dish name is needed, said on its own box by its title', async () => {
  const page = await newPage();
  await page.goto(new URL('/menu', session.url).href);
  await openDish(page, /Paneer Tikka/);
  const name = page.locator('[data-pointer="/categories/0/sections/0/items/1/name"]');
  await name.locator('input').fill('');
  await name.locator('.field-problems li').filter({ hasText: 'Dish name is needed' }).waitFor();
  assert.is(await name.locator('.field-problems li').innerText(), 'Problem: Dish name is needed');
  const summary = page.getByRole('region', { name: /problem/ });
  assert.not.match(await summary.innerText(), /line \d|required field/);
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.close();
});

problems(
  'a file that is not valid JSON opens as text, says where it breaks, and becomes a form once fixed',
  async () => {
    const good = await session.fixture.readText('faq.json');
    // A comma lost between two fields, as happens in a text editor.
    const broken = good.replace(/",(\s+"answer")/, '"$1');
    assert.is.not(broken, good);
    await session.fixture.writeText('faq.json', broken);
    const page = await newPage();
    await page.goto(new URL('/faq', session.url).href);
    const text = page.getByLabel(/faq\.json as text/);
    await text.waitFor();
    const { problems: expected } = await validateCatalog(session.fixture.dir);
    const parseProblem = expected.find((p) => p.file.endsWith('faq.json'))!;
    await page.locator('.field-problems li').filter({ hasText: parseProblem.message }).waitFor();

    await text.fill(good);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved / })
      .waitFor({ timeout: 15_000 });
    await page.locator('.schema-form').waitFor();
    assert.is(await session.fixture.readText('faq.json'), good);
    await page.close();
  },
);

problems.run();
