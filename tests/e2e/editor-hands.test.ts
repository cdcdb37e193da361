import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkA11y, newPage } from './harness.ts';
import { startEditor, type EditorSession } from './editor-session.ts';

/*
 * Faster hands: Ctrl+S saves, focus starts in the form, a search reaches any dish, a phone's
 * preview is a phone's width, "Show on page" opens a closed tab or says the text is on no page,
 * and an event's time is picked once.
 */

const hands = suite('kiln edit: faster hands');
let session: EditorSession;

hands.before(async () => {
  session = await startEditor('hands', 15);
});
hands.after(async () => {
  await session?.stop();
});

const focusedPointer = (page: Awaited<ReturnType<typeof newPage>>) =>
  page.evaluate(
    () =>
      document.activeElement?.closest<HTMLElement>('[data-pointer]')?.dataset.pointer ??
      document.activeElement?.tagName,
  );

hands('focus starts in the form; a search opens Paneer Tikka at its first field; Ctrl+S saves it', async () => {
  const page = await newPage();
  await page.goto(new URL('/menu', session.url).href);
  await page.waitForFunction(
    () => document.activeElement?.matches('.form-area input, .form-area select, .form-area textarea') === true,
  );

  const search = page.getByLabel('Find an item');
  await search.fill('paneer ti');
  await checkA11y(page);
  await search.press('Enter');
  await page.waitForFunction(() =>
    document.activeElement
      ?.closest('[data-pointer]')
      ?.getAttribute('data-pointer')
      ?.startsWith('/categories/0/sections/0/items/1/'),
  );
  assert.match(String(await focusedPointer(page)), /^\/categories\/0\/sections\/0\/items\/1\//);

  const price = page.locator('[data-pointer="/categories/0/sections/0/items/1/price"] input');
  await price.fill('347');
  await page.keyboard.press('Control+s');
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor({ timeout: 15_000 });
  const menu = await session.fixture.readJson('menu.json');
  assert.is(menu.categories[0]!.sections![0]!.items[1].price, 34700);
  // The browser's own "Save page as…" is kept from opening.
  const prevented = await page.evaluate(() => {
    const event = new KeyboardEvent('keydown', { key: 's', metaKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    return event.defaultPrevented;
  });
  assert.ok(prevented, '⌘S is the editor’s');
  await page.close();
});

hands('"Show on page" opens the Desserts tab to find a dessert, and says when a text is on no page', async () => {
  const page = await newPage();
  await page.goto(new URL('/menu', session.url).href);
  const search = page.getByLabel('Find an item');
  await search.fill('Gulab');
  await page.getByRole('button', { name: /^Gulab Jamun Cheesecake/ }).click();
  await page.locator('[data-pointer="/categories/5/items/1/name"] input').focus();
  const site = page.frameLocator('iframe[title^="Preview"]');
  await site.getByRole('tab', { name: 'Appetizers' }).waitFor();
  assert.is(await site.getByRole('tab', { name: 'Desserts' }).getAttribute('aria-selected'), 'false');
  await page.getByRole('button', { name: 'Show on page' }).click();
  await site.getByRole('tab', { name: 'Desserts', selected: true }).waitFor({ timeout: 10_000 });
  assert.ok(await site.getByText('Gulab Jamun Cheesecake').first().isVisible());

  // A text no page has: each page the file feeds is tried, then staff are told.
  await page.goto(new URL('/gallery', session.url).href);
  const title = page.locator('[data-pointer="/hero/title"] input, [data-pointer="/hero/title"] textarea');
  await title.fill('Words on no page at all');
  await page.getByRole('button', { name: 'Show on page' }).click();
  await page
    .locator('.preview-said')
    .filter({ hasText: '“Words on no page at all” is not on any of the pages this file feeds (/gallery, /)' })
    .waitFor({ timeout: 20_000 });
  await page.close();
});

hands(
  'on a phone, focus starts on the heading (no keyboard over the form), and the preview opens at phone width',
  async () => {
    const page = await newPage({
      width: 390,
      height: 844,
      deviceScaleFactor: 2,
      // A touch screen, as a phone's browser reports it.
      init: () => {
        const real = window.matchMedia.bind(window);
        window.matchMedia = (query: string) =>
          query === '(pointer: coarse)' ? ({ matches: true, media: query } as MediaQueryList) : real(query);
      },
    });
    await page.goto(new URL('/menu', session.url).href);
    await page.waitForFunction(() => document.activeElement?.id === 'file-title');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const frame = page.locator('iframe[title^="Preview"]');
    assert.is(await frame.evaluate((el) => el.style.width), '390px');
    assert.is(await page.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed'), 'true');
    const shown = await frame.evaluate((el) => el.getBoundingClientRect().width);
    assert.ok(shown > 300, `drawn ${shown} px wide, not shrunk to a third`);
    await page.close();
  },
);

hands('an event’s start and end are picked as times, and its time in words follows them', async () => {
  const page = await newPage();
  await page.goto(new URL('/events', session.url).href);
  const search = page.getByLabel('Find an item');
  await search.fill('Saturday Family Paint Club');
  await search.press('Enter');
  const start = page.locator('[data-pointer="/events/0/startTime"] input');
  const end = page.locator('[data-pointer="/events/0/endTime"] input');
  assert.is(await start.getAttribute('type'), 'time');
  assert.is(await end.getAttribute('type'), 'time');
  // The words guests read are shown, not asked for again.
  const words = page.locator('[data-pointer="/events/0/time"]');
  assert.is(await words.locator('output').innerText(), '11:30 AM – 1:30 PM');
  assert.is(await words.locator('input').count(), 0);
  // The event's times (its tags' labels are another test's, editor-a11y).
  await checkA11y(page, '[data-pointer="/events/0/time"]');
  await checkA11y(page, '[data-pointer="/events/0/startTime"]');
  await start.fill('16:00');
  await end.fill('18:30');
  assert.is(await words.locator('output').innerText(), '4:00 PM – 6:30 PM');
  // Other words can still be written, for a time the pickers cannot say.
  await words.getByRole('button', { name: 'Write other words' }).click();
  assert.is(await words.locator('input').inputValue(), '4:00 PM – 6:30 PM');
  assert.ok(await words.locator('input').evaluate((el) => el === document.activeElement));
  // Typed key by key: the box keeps its focus as its words part from the pickers'.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4 PM till late');
  assert.is(await words.locator('input').inputValue(), '4 PM till late');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor({ timeout: 15_000 });
  const event = (await session.fixture.readJson('events.json')).events[0];
  assert.equal([event.time, event.startTime, event.endTime], ['4 PM till late', '16:00', '18:30']);
  await page.close();
});

hands(
  'events are listed by date, as the site shows them, with no ↑ ↓ to change an order that means nothing',
  async () => {
    const page = await newPage();
    await page.goto(new URL('/events', session.url).href);
    await page.locator('.schema-form').waitFor();
    const events: { title: string; date: string }[] = (await session.fixture.readJson('events.json')).events;
    const byDate = [...events].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)).map((e) => e.title);
    assert.is.not(byDate.join('|'), events.map((e) => e.title).join('|'), 'the file is not in date order');
    assert.equal(await page.locator('.item-name').allInnerTexts(), byDate);
    assert.match(
      await page.locator('.item-number').first().innerText(),
      /^\d{1,2} \w{3} \d{4}$/,
      'each item shows its date',
    );
    assert.is(await page.getByRole('button', { name: /^Move / }).count(), 0);
    assert.is(await page.locator('.item-head[draggable=true]').count(), 0);
    await page.close();
  },
);

hands.run();
