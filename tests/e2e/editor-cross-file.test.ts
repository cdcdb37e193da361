import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newPage } from './harness.ts';
import { startEditor, type EditorSession } from './editor-session.ts';

/*
 * A save fine in itself that would break another file's rule (a product renamed that an offer
 * links to) is refused, naming that file's problem, with a link to the field to change there.
 */

const cross = suite('kiln edit: a save that would break another file');
let session: EditorSession;

cross.before(async () => {
  session = await startEditor('cross-file', 150, {
    prepare: (f) => f.editJson('offers.json', (offers) => void (offers.cta.href = '/product/speckled-mug')),
  });
});
cross.after(async () => {
  await session?.stop();
});

cross('Renaming a product an offer links to is refused, and the link opens the offer’s field', async () => {
  const page = await newPage({ width: 1280, height: 900 });
  const before = await session.fixture.readText('store.json');
  await page.goto(new URL('/store', session.url).href);
  const mugs = page.locator('button.item-toggle', { hasText: 'Speckled Hand-thrown Mug' });
  await mugs.first().waitFor();
  // The store's listing and the demo store's product share the id.
  for (const [i, pointer] of ['/products/0', '/emulator/products/0'].entries()) {
    await mugs.nth(i).click();
    await page.locator(`[data-pointer="${pointer}/id"] input`).fill('speckled-cup');
  }
  await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: 'Not saved' });
  await status.waitFor();
  assert.match(
    await status.innerText(),
    /would break .*offers\.json, which links to a product that is not in store\.json: "speckled-mug"/,
  );
  assert.is(await session.fixture.readText('store.json'), before, 'nothing written');

  await page.getByRole('link', { name: /^Open .* at “Link address”/ }).click();
  const href = page.locator('[data-pointer="/cta/href"] input');
  await href.waitFor();
  await page
    .waitForFunction(() => document.activeElement?.closest('[data-pointer="/cta/href"]') !== null, undefined, {
      timeout: 5000,
    })
    .catch(async (e) => {
      throw new Error(
        `${e} ${page.url()} ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300))}`,
      );
    });
  assert.is(await href.inputValue(), '/product/speckled-mug');
  await page.close();
});

cross.run();
