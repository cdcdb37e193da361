import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FILE_PAGES } from '../../editor/file-pages.ts';
import { WRITE_HEADER } from '../../editor/edit-protocol.ts';
import { CATALOG_KEYS, catalogFileName } from '../../site/core/catalog/catalog-keys.ts';
import { until } from '../cli/build-output.ts';
import { newPage } from './harness.ts';
import { openPaneerTikka, PANEER_TIKKA_PRICE, startEditor, type EditorSession } from './editor-session.ts';

/*
 * Every save reaches the site: the editor writes a temporary file and renames it over the
 * catalogue file, and `kiln dev` (which `kiln edit` runs) rebuilds after each one, not only the first.
 */

const saves = suite('kiln edit: every save reaches the site');
let session: EditorSession;

saves.before(async () => {
  session = await startEditor('saves', 130);
});
saves.after(async () => {
  await session?.stop();
});

/** A page of the site as served, its text's escapes undone. */
const served = async (path: string) =>
  (await (await fetch(new URL(path, session.site))).text())
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

saves('Paneer Tikka saved at ₹333, then ₹347, then ₹361: the preview and the site show each price', async () => {
  const page = await openPaneerTikka(session);
  const price = page.locator(PANEER_TIKKA_PRICE);
  const preview = page.frameLocator('iframe[title^="Preview"]');
  for (const rupees of [333, 347, 361]) {
    // No other dish costs this: the row that shows it is Paneer Tikka's, and only after this save.
    assert.not.match(await served('/menu'), `₹${rupees}`, `nothing says ₹${rupees} before it is saved`);
    await price.fill(String(rupees));
    // The last save's "Saved …" is no longer true once the price is typed anew.
    await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor({ timeout: 5000 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved / })
      .waitFor({ timeout: 15_000 });
    assert.match(await session.fixture.readText('menu.json'), `"price": ${rupees * 100}`);
    await preview
      .locator('li')
      .filter({ hasText: 'Paneer Tikka' })
      .filter({ hasText: `₹${rupees}` })
      .first()
      .waitFor({ timeout: 20_000 });
    await until(async () => (await served('/menu')).includes(`₹${rupees}`), `the site's /menu says ₹${rupees}`, 10_000);
  }
  await page.close();
});

saves('fixing a broken file in the editor takes the problem overlay off the preview', async () => {
  // menu.json, saved above already: a file's later saves are the ones a watcher trusting names missed.
  const good = await session.fixture.readText('menu.json');
  // A comma lost between two fields, as happens in a text editor.
  const broken = good.replace(/",(\s*\n\s*")/, '"$1');
  assert.is.not(broken, good);
  await session.fixture.writeText('menu.json', broken);
  const page = await newPage();
  await page.goto(new URL('/menu', session.url).href);
  const overlay = page.frameLocator('iframe[title^="Preview"]').locator('#kiln-dev-overlay');
  await overlay.waitFor({ timeout: 20_000 });
  await page.getByLabel(/menu\.json as text/).fill(good);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await until(async () => (await session.fixture.readText('menu.json')) === good, 'menu.json is fixed on disk', 15_000);
  await overlay.waitFor({ state: 'detached', timeout: 20_000 });
  assert.not.match(await served('/menu'), 'kiln-dev-overlay');
  await page.close();
});

/** Keys whose strings are not words on a page. */
const NOT_TEXT = /^(id|.*Id|src|href|url|slug|\$schema|image|icon|email|phone|date|time)$/;

/** The first plain-words string of `data` (a path to it and its value) that `html` shows. */
function shownText(
  data: unknown,
  html: string,
  elsewhere: string,
  path: (string | number)[] = [],
): { path: (string | number)[]; value: string } | undefined {
  if (typeof data === 'string') {
    const key = String(path.at(-1));
    const words = !NOT_TEXT.test(key) && /^\p{L}[\p{L} ,.'’—–-]{7,160}$/u.test(data) && data.includes(' ');
    // Shown, and in no other file (so what shows it is this one).
    return words && html.includes(data) && !elsewhere.includes(data) ? { path, value: data } : undefined;
  }
  if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      const found = shownText(value, html, elsewhere, [...path, Array.isArray(data) ? Number(key) : key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** The build a page was served from, as the dev loop stamps it. */
const versionOf = (html: string) => /data-kiln-dev data-version="(\d+)"/.exec(html)?.[1];

saves(
  'a saved text change in every catalogue file rebuilds the site, and shows on a page of that file where one does',
  async () => {
    const api = (path: string, init?: RequestInit) => fetch(new URL(`/api/${path}`, session.origin), init);
    let shown = 0;
    // The files the sample has (content-pages.json is a café's own choice; its save: tests/e2e/own-pages.test.ts).
    const files = CATALOG_KEYS.filter((k) => existsSync(join(session.fixture.dir, catalogFileName(k))));
    // theme.json holds no words, only choices: a save of its colours reaching the site is tests/e2e/editor-theme.test.ts.
    for (const key of files.filter((k) => k !== 'theme')) {
      const route = FILE_PAGES[key][0]!;
      const before = await served(route);
      const { data, version } = (await (await api(`file/${key}`)).json()) as {
        data: Record<string, unknown>;
        version: string;
      };
      const others = await Promise.all(
        files.filter((k) => k !== key).map((k) => session.fixture.readText(catalogFileName(k))),
      );
      const elsewhere = others.join('\n');
      // A text of this file the page shows; else (a file whose words show only on other pages, or in an island) any of its texts.
      const found = shownText(data, before, elsewhere) ?? shownText(data, JSON.stringify(data), elsewhere);
      assert.ok(found, `${catalogFileName(key)} has a text of its own`);
      const onPage = before.includes(found.value);
      // Same length, so no schema's limit refuses it; found nowhere on the page before.
      const changed = `${found.value.slice(0, -3)}Qzx`;
      assert.not.ok(before.includes(changed));
      let at: any = data;
      for (const step of found.path.slice(0, -1)) at = at[step];
      at[found.path.at(-1)!] = changed;
      const saved = await api(`file/${key}`, {
        method: 'PUT',
        headers: { [WRITE_HEADER]: '1', 'content-type': 'application/json' },
        body: JSON.stringify({ version, data }),
      });
      assert.is(saved.status, 200, `${catalogFileName(key)} saved: ${await saved.clone().text()}`);
      if (onPage) {
        shown += 1;
        await until(
          async () => (await served(route)).includes(changed),
          `${route} shows the new text of ${catalogFileName(key)}`,
          20_000,
        );
      } else
        await until(
          async () => versionOf(await served(route)) !== versionOf(before),
          `${route} is rebuilt after ${catalogFileName(key)}`,
          20_000,
        );
    }
    assert.ok(shown >= CATALOG_KEYS.length / 2, `most files' change is seen on their page (${shown})`);
  },
);

saves.run();
