import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newPage } from './harness.ts';
import { startEditor, type EditorSession } from './editor-session.ts';

/* The pages list: which optional pages the catalogue has, and how to add or remove one. */

const list = suite('kiln edit: the pages list');
let session: EditorSession;

list.before(async () => {
  session = await startEditor('pages-list', 185, {
    async prepare(f) {
      await f.remove('packages.json');
      for (const file of ['site.json', 'home.json', 'events.json'])
        await f.writeText(file, (await f.readText(file)).replaceAll('"href": "/packages"', '"href": "/gallery"'));
    },
  });
});
list.after(async () => {
  await session?.stop();
});

list('says a page is not in the catalogue, and which file to add for it', async () => {
  const page = await newPage({ width: 390, height: 844 });
  await page.goto(session.url);
  await page.getByRole('heading', { level: 1, name: 'What would you like to change?' }).waitFor();
  const note = page.getByText('Not in your catalogue.', { exact: false });
  await note.waitFor();
  const text = await note.locator('xpath=..').innerText();
  assert.match(text, /The site has no \/packages page/);
  assert.match(text, /put a packages\.json in the catalogue folder/);
  // It cannot be opened: there is nothing to edit.
  assert.is(await page.locator('a[href$="/packages"]').count(), 0);
  // The menu, always there, is listed as before.
  await page.getByRole('link', { name: /menu/i }).first().waitFor();
  await page.close();
});

list.run();

const sample = suite('kiln edit: the pages list, every page on');
let full: EditorSession;

sample.before(async () => {
  full = await startEditor('pages-list-full', 189);
});
sample.after(async () => {
  await full?.stop();
});

sample('says how to remove an optional page, and what the check then lists', async () => {
  const page = await newPage({ width: 1280, height: 900 });
  await page.goto(full.url);
  await page.getByRole('heading', { level: 1, name: 'What would you like to change?' }).waitFor();
  const notes = page.locator('.optional-page');
  await notes.first().waitFor();
  const texts = await notes.allInnerTexts();
  assert.ok(
    texts.some((t) => /On: an optional page\. To remove the \/packages page, delete .*packages\.json/.test(t)),
    texts.join('\n'),
  );
  assert.not.ok(texts.some((t) => t.includes('Not in your catalogue')));
  await page.close();
});

sample.run();
