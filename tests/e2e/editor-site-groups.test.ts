import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newPage } from './harness.ts';
import { startEditor, type EditorSession } from './editor-session.ts';

/*
 * The studio's details (site.json), a form once 17,358 px long, come as the groups staff look for;
 * a field is found in its group, and a WhatsApp number typed as staff write it is tidied, not refused.
 */

const groups = suite('kiln edit: the studio details in groups');
let session: EditorSession;

groups.before(async () => {
  session = await startEditor('groups', 170);
});
groups.after(async () => {
  await session?.stop();
});

const GROUPS = [
  'Name and look',
  'Contact and WhatsApp',
  'Opening hours and holidays',
  'Links and social',
  'Words on every page',
];

groups('the form shows its groups, closed, and a field is reached in its group', async () => {
  const page = await newPage({ width: 1280, height: 900 });
  await page.goto(new URL('/site', session.url).href);
  await page.getByRole('heading', { name: 'Studio details', level: 1 }).waitFor();
  for (const name of GROUPS) {
    const head = page.getByRole('button', { name, exact: true });
    assert.is(await head.getAttribute('aria-expanded'), 'false', `${name} starts closed`);
  }
  const tall = await page.locator('.form-area').evaluate((el) => el.scrollHeight);
  assert.ok(tall < 2000, `the closed form is ${tall} px long`);
  assert.is(await page.getByRole('textbox', { name: /WhatsApp number/ }).count(), 0, 'fields wait inside their group');

  await page.getByRole('button', { name: 'Opening hours and holidays', exact: true }).click();
  await page.getByRole('textbox', { name: /Time zone/ }).waitFor();
  await page.getByRole('button', { name: 'Contact and WhatsApp', exact: true }).click();
  const whatsapp = page.getByRole('textbox', { name: /WhatsApp number/ });
  await whatsapp.waitFor();
  assert.is(await whatsapp.inputValue(), '919845012345');
  await page.close();
});

groups('a WhatsApp number typed as staff write it is stored as its digits and saved', async () => {
  const page = await newPage({ width: 390, height: 800 });
  await page.goto(new URL('/site', session.url).href);
  await page.getByRole('button', { name: 'Contact and WhatsApp', exact: true }).click();
  const whatsapp = page.getByRole('textbox', { name: /WhatsApp number/ });
  await whatsapp.fill('+91 98450 54321');
  await whatsapp.blur();
  assert.is(await whatsapp.inputValue(), '919845054321', 'tidied once staff leave the box');
  await page.waitForTimeout(800);
  assert.is(await page.locator('[data-pointer="/whatsapp"] .field-problems').count(), 0, 'not refused');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor({ timeout: 15_000 });
  assert.is((await session.fixture.readJson('site.json')).whatsapp, '919845054321');
  await page.close();
});

groups('a problem inside a group opens it and marks it', async () => {
  const page = await newPage({ width: 1280, height: 900 });
  await page.goto(new URL('/site', session.url).href);
  await page.getByRole('button', { name: 'Opening hours and holidays', exact: true }).click();
  await page.getByRole('textbox', { name: /Time zone/ }).fill('');
  await page.getByRole('button', { name: 'Opening hours and holidays', exact: true }).click();
  const head = page.getByRole('button', { name: /^Opening hours and holidays/ });
  await page.locator('.form-group-head .mark.problem').waitFor();
  assert.is(await head.getAttribute('aria-expanded'), 'true', 'a group with a problem stays open');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.close();
});

groups.run();
