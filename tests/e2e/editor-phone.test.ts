import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkA11y, newPage } from './harness.ts';
import { startEditor, type EditorSession } from './editor-session.ts';

/*
 * `kiln edit` on a phone-sized window: one column, the preview as a tab, touch targets of 44 px,
 * and two gallery photos reordered with the buttons (no dragging on a phone).
 */

const phone = suite('kiln edit on a phone');
let session: EditorSession;

phone.before(async () => {
  session = await startEditor('phone', 90);
});
phone.after(async () => {
  await session?.stop();
});

phone('reorder two photos with the buttons, save, and the file has the new order', async () => {
  const before = (await session.fixture.readJson('gallery.json')).photos.map((e: { id: string }) => e.id);
  const page = await newPage({ width: 390, height: 844, deviceScaleFactor: 2 });
  await page.goto(new URL('/gallery', session.url).href);
  const first = await page.locator('.item-name').first().innerText();
  await page.getByRole('button', { name: `Move ${first} down` }).click();
  assert.is(await page.locator('.item-name').nth(1).innerText(), first, 'the first photo is now second');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor({ timeout: 15_000 });
  const after = (await session.fixture.readJson('gallery.json')).photos.map((e: { id: string }) => e.id);
  assert.equal(after, [before[1], before[0], ...before.slice(2)]);
  await page.close();
});

phone('one column, the preview a tab away, and every control at least 44 px', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await newPage({ width: 390, height: 844, colorScheme });
    await page.goto(new URL('/events', session.url).href);
    await page.locator('.schema-form').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.is(overflow, 0, 'nothing is wider than the phone');
    assert.is(await page.locator('.preview-pane').isVisible(), false, 'the preview waits behind its tab');
    // The header in two rows, its links side by side, not a column of them above the form.
    const head = (await page.locator('header.app-head').boundingBox())!;
    assert.ok(head.height <= 2 * 44 + 16, `a header of two rows (${head.height}px)`);
    const links = await page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link').all();
    const rows = new Set(await Promise.all(links.map(async (a) => Math.round((await a.boundingBox())!.y))));
    assert.is(rows.size, 1, 'the links in one row');
    // At 320 px too, every link shows: they wrap rather than scroll out of sight.
    await page.setViewportSize({ width: 320, height: 700 });
    for (const a of links)
      assert.ok((await a.boundingBox())!.x + (await a.boundingBox())!.width <= 320, await a.innerText());
    await page.setViewportSize({ width: 390, height: 844 });
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, input:not([type=hidden]), select, textarea, a')]
        .filter((el) => el.offsetParent !== null)
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ el, box }) => (el.matches('input[type=checkbox]') ? box.height < 24 : box.height < 44))
        .map(({ el }) => el.outerHTML.slice(0, 80)),
    );
    assert.equal(small, [], 'touch targets of 44 px');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.locator('iframe[title^="Preview"]').waitFor();
    assert.is(await page.locator('.form-pane').isVisible(), false);
    await checkA11y(page);
    await page.close();
  }
});

phone.run();
