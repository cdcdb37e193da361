import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newPage } from './harness.ts';
import { startEditor, type EditorSession } from './editor-session.ts';

/*
 * Issue 36, parts 3 and 6: staff change the café's look in the editor's "The look" screen, which
 * shows the colours the site gets and how readable each text is, as they type; saved, the site
 * takes the new colours.
 */

const look = suite('kiln edit: the look, with the contrast each text gets');
let session: EditorSession;

look.before(async () => {
  session = await startEditor('theme', 180);
});
look.after(async () => {
  await session?.stop();
});

look('a pale yellow brand is shown too faint for text, darkened for it, and the site takes it', async () => {
  const page = await newPage({ width: 1280, height: 900 });
  await page.goto(new URL('/theme', session.url).href);
  await page.getByRole('heading', { level: 1, name: 'The look' }).waitFor();
  const colours = page.getByRole('group', { name: 'The colours the site gets' });
  const light = colours.getByRole('region', { name: 'Light theme' });
  assert.match(
    (await light.getByRole('listitem').filter({ hasText: 'Links and prices on a card' }).textContent()) ?? '',
    /\d+(\.\d)?:1 readable \(AA\)/,
  );
  assert.is(await colours.getByRole('region', { name: 'Dark theme' }).count(), 1);

  await page.getByRole('textbox', { name: 'Brand colour', exact: true }).fill('#f7c948');
  await colours
    .getByRole('note')
    .filter({ hasText: 'Too pale for text: brand #f7c948 on white is 1.5:1; text uses #816400 (5.5:1).' })
    .waitFor();
  assert.match(
    (await light.getByRole('listitem').filter({ hasText: 'Links and prices on a card' }).textContent()) ?? '',
    /readable \(AA\)/,
    'the darker shade reads',
  );

  // The picker beside the code fills it in.
  const picker = page.getByLabel('Pick the accent colour');
  await picker.fill('#1c4ea3');
  assert.is(await page.locator('#root_accent').inputValue(), '#1c4ea3');

  await page.getByRole('checkbox', { name: 'Dark mode' }).uncheck();
  await colours.getByRole('region', { name: 'Dark theme' }).waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor({ timeout: 15_000 });
  const saved = await session.fixture.readJson('theme.json');
  assert.equal({ brand: saved.brand, darkMode: saved.darkMode }, { brand: '#f7c948', darkMode: false });

  // The preview beside the form is the site, rebuilt: its buttons and links in the darker shade.
  const preview = page.frameLocator('iframe[title^="Preview"]').locator('html');
  const primary = () =>
    preview.evaluate((root) => getComputedStyle(root).getPropertyValue('--primary').trim()).catch(() => '');
  const deadline = Date.now() + 30_000;
  while ((await primary()) !== '#816400' && Date.now() < deadline) await page.waitForTimeout(250);
  assert.is(await primary(), '#816400');
  await page.close();
});

look.run();
