import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newPage } from './harness.ts';
import { startEditor, type EditorSession } from './editor-session.ts';

/*
 * Long lists in `kiln edit`: a page of items at a time, a search that finds one among many, and
 * reordering by dragging with a mouse (the buttons are tested on a phone, editor-phone.test.ts).
 */

const lists = suite('kiln edit: long lists, searched and dragged');
let session: EditorSession;
const COPIES = 5;

lists.before(async () => {
  session = await startEditor('lists', 120, {
    // 45 events: the sample's nine, five times over, each copy with its own id and title.
    prepare: (f) =>
      f.editJson('events.json', (events) => {
        events.events = Array.from({ length: COPIES }, (_, copy) =>
          events.events.map((e: { id: string; title: string }) =>
            copy === 0 ? e : { ...e, id: `${e.id}-${copy}`, title: `${e.title} ${copy}` },
          ),
        ).flat();
      }),
  });
});
lists.after(async () => {
  await session?.stop();
});

lists('a long list shows a page of items and finds one by a word', async () => {
  const page = await newPage();
  await page.goto(new URL('/events', session.url).href);
  await page.locator('.schema-form').waitFor();
  const total = (await session.fixture.readJson('events.json')).events.length;
  assert.is(await page.locator('.item').count(), 25, 'one page of items');
  await page.getByRole('button', { name: `Show more (${total - 25} not shown)` }).click();
  assert.is(await page.locator('.item').count(), total);

  await page.getByLabel('Search events').fill('Jazz Thursdays 3');
  assert.is(await page.locator('.item').count(), 1);
  assert.match(await page.locator('.item-name').innerText(), 'Open Studio & Jazz Thursdays 3');
  await page.getByText('1 of 45 match').waitFor();
  await page.getByLabel('Search events').fill('no such event');
  await page.getByText('Nothing in events matches “no such event”.').waitFor();
  await page.close();
});

lists('an item dragged onto another takes its place, and Save keeps the order', async () => {
  const before = (await session.fixture.readJson('gallery.json')).photos.map((e: { id: string }) => e.id);
  const page = await newPage();
  await page.goto(new URL('/gallery', session.url).href);
  await page.locator('.schema-form').waitFor();
  await page.locator('.item-head').nth(0).dragTo(page.locator('.item-head').nth(2));
  const names = await page.locator('.item-name').allInnerTexts();
  const titles = (await session.fixture.readJson('gallery.json')).photos.map((e: { title: string }) => e.title);
  assert.equal(names.slice(0, 3), [titles[1], titles[2], titles[0]]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor({ timeout: 15_000 });
  const after = (await session.fixture.readJson('gallery.json')).photos.map((e: { id: string }) => e.id);
  assert.equal(after, [before[1], before[2], before[0], ...before.slice(3)]);
  await page.close();
});

lists.run();
