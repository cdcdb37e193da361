import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import menuJson from '../fixtures/catalog/menu.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import { scaleCatalog } from '../../scripts/bench/scale-catalog.ts';
import { type MenuCatalog, menuDishes } from '../../site/core/catalog/menu.ts';
import { PAGE_BUDGET } from '../../scripts/budgets.ts';
import { build } from '../../scripts/build.ts';
import { startStaticServer } from '../../scripts/serve/static-server.ts';
import { API, checkA11y, HUB, newPage, pageErrors } from './harness.ts';

/*
 * A café twenty times the sample's size (issue 26, part 3): 780 dishes, 180 events, 200 photos,
 * 120 posts, 100 products. Its menu, events, gallery, community and store pages each show a first page within the
 * first-round-trip budget; the rest comes as the guest scrolls (menu, events) or by a real link to
 * the next page, which works without script and is in the sitemap.
 */

const PORT = Number(process.env.KILN_E2E_PORT ?? 4273) + 43;
const SITE = `http://localhost:${PORT}`;
const { paging } = site.labels;
/** The sample's dishes, across the menu's lists. */
const ALL = menuDishes(menuJson as MenuCatalog).length;

const long = suite('long lists');

let work: string;
let server: Server;

long.before(async () => {
  work = await mkdtemp(join(tmpdir(), 'kiln-e2e-long-lists-'));
  await scaleCatalog('tests/fixtures/catalog', join(work, 'tests/fixtures/catalog'), 20);
  const result = await build({
    catalogDir: join(work, 'tests/fixtures/catalog'),
    outDir: join(work, 'out'),
    siteUrl: SITE,
    hubUrl: HUB,
    apiBase: API,
  });
  if (result.outcome !== 'built')
    throw new Error(`the scaled catalogue did not build: ${JSON.stringify(result).slice(0, 500)}`);
  server = await startStaticServer({ dir: join(work, 'out', 'site'), port: PORT });
});

long.after(async () => {
  server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const visit = async (path: string, options?: Parameters<typeof newPage>[0]) => {
  const page = await newPage(options);
  await page.goto(SITE + path, { waitUntil: 'load' });
  return page;
};
const gzipOf = async (path: string) =>
  gzipSync(await readFile(join(work, 'out', 'site', path, 'index.html')), { level: 9 }).length;
const more = (page: Page) =>
  page.locator('main').getByRole('navigation', { name: paging.nav }).getByRole('link', { name: paging.more });
const addButtons = (page: Page) =>
  page
    .locator('main')
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Add .+ to cart$/ });

// Every page of every list, the later ones too (what scrolling brings in, or a search result a guest lands on).
long(
  'should keep each long page within its first-round-trip budget, and list the later pages in the sitemap',
  async () => {
    const sitemap = await readFile(join(work, 'out', 'site', 'sitemap.xml'), 'utf8');
    const later = [...sitemap.matchAll(/<loc>[^<]*?\/((?:menu|events|gallery|hubs|store)\/page\/\d+)<\/loc>/g)].flatMap(
      (m) => (m[1] ? [m[1]] : []),
    );
    assert.ok(later.length > 20, `the later pages are in the sitemap (${later.length})`);
    for (const path of ['menu', 'events', 'gallery', 'hubs', 'store', '', ...later]) {
      const bytes = await gzipOf(path);
      assert.ok(bytes <= PAGE_BUDGET, `/${path}: ${bytes} bytes gzip, over ${PAGE_BUDGET}`);
    }
    for (const path of ['/menu/page/2', '/events/page/2', '/gallery/page/2', '/hubs/page/2', '/store/page/2'])
      assert.ok(sitemap.includes(`${SITE}${path}<`), `${path} in the sitemap`);
  },
);

long('should bring the next dishes into the open tab as the guest scrolls down the menu', async () => {
  const page = await visit('/menu');
  const first = await addButtons(page).count();
  assert.ok(first > 0 && first < 200, `a first page of dishes, not all 200 appetizers (${first})`);
  await checkA11y(page);
  await more(page).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[role=tabpanel]:not([hidden]) [data-diet]').length > n,
    first,
  );
  assert.is(page.url(), `${SITE}/menu`, 'the same page, grown');
  // The other tabs grew too.
  await page.locator('main').getByRole('tab', { name: menuJson.categories[5]!.label }).click();
  assert.ok((await addButtons(page).count()) > 5, 'more desserts than one page holds');
  await checkA11y(page);
  assert.equal(pageErrors(page), []);
  await page.close();
});

long(
  'should load the next dishes at a press of "Show more" and move focus to the first of them in the open tab',
  async () => {
    // On a short screen the link is pressed before the guest scrolls near it: the first dish that came takes focus.
    const short = await visit('/menu', { height: 500 });
    await short.waitForSelector('[data-more][data-armed]', { state: 'attached' });
    // Not the first tab, and one with dishes on every page (its non-veg list is the longest).
    await short.locator('main').getByRole('tab', { name: menuJson.categories[1]!.label }).click();
    const before = await addButtons(short).count();
    await more(short).focus();
    await short.keyboard.press('Enter');
    await short.waitForFunction(
      (n) => document.querySelectorAll('[role=tabpanel]:not([hidden]) [data-diet]').length > n,
      before,
    );
    assert.is(short.url(), `${SITE}/menu`);
    // The page may have been growing as it opened (the link was near): focus moves once the pressed page is in.
    await short.waitForFunction(() => !!document.activeElement?.closest('[data-diet]'));
    const focused = await short.evaluate(() => {
      const dish = document.activeElement?.closest('[data-diet]');
      return { dish: !!dish, shown: !!dish?.closest('[role=tabpanel]:not([hidden])') };
    });
    assert.equal(focused, { dish: true, shown: true }, 'focus on a main course that came, in the open tab');
    await short.close();
  },
);

long('should follow "Show more" to the next page where no script runs', async () => {
  const page = await visit('/menu', { javaScriptEnabled: false });
  const first = await page.locator('main [data-diet]').count();
  await more(page).click();
  await page.waitForURL(`${SITE}/menu/page/2`);
  const next = await page.locator('main [data-diet]').count();
  assert.ok(next > 0 && next < 20 * ALL - first, `the next dishes, not all the rest (${next})`);
  assert.ok(await page.locator('main').getByRole('link', { name: paging.previous }).isVisible());
  await page.close();
});

long(
  'should keep the diet filter finding dishes on a long menu, loading more while it leaves the screen short',
  async () => {
    const page = await visit('/menu?diet=vegan');
    await page.waitForSelector('[data-diet-filter][data-armed]', { state: 'attached' });
    const loaded = () => page.locator('main [data-diet]').count();
    const first = await loaded();
    // What the filter leaves is a few dishes: the link stays in view and the next pages follow.
    await page.waitForFunction((n) => document.querySelectorAll('main [data-diet]').length > n, first);
    const status = await page.locator('main').getByRole('status').textContent();
    const [shown, total] = (status ?? '').match(/\d+/g)?.map(Number) ?? [];
    assert.ok(shown && total && total > first, `the count covers what came (${status})`);
    const visible = await page
      .locator('main [data-diet]:visible')
      .evaluateAll((dishes) => dishes.map((d) => d.getAttribute('data-diet') ?? ''));
    assert.ok(
      visible.length > 0 && visible.every((tags) => tags.split(' ').includes('vegan')),
      'only vegan dishes show',
    );
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

long('should bring the next events in as the guest scrolls', async () => {
  const page = await visit('/events');
  const events = page.locator('main li');
  const first = await events.count();
  await more(page).scrollIntoViewIfNeeded();
  await page.waitForFunction((n) => document.querySelectorAll('main li').length > n, first);
  await checkA11y(page);
  await page.close();
});

long('should link the gallery, the community and the store to their next pages, each with its own', async () => {
  for (const path of ['/gallery', '/hubs', '/store']) {
    const page = await visit(path);
    const firstPhotos = await page.locator('main img').count();
    await more(page).click();
    await page.waitForURL(`${SITE}${path}/page/2`);
    const next = await page.locator('main img').count();
    assert.ok(next > 0 && next < 20 * firstPhotos, `${path}/page/2 shows its own, not all the rest (${next})`);
    assert.ok(
      (await page.title()).includes(paging.title.replace('{title}', '').replace('{page}', '2')),
      'titled as page 2',
    );
    await checkA11y(page);
    assert.equal(pageErrors(page), []);
    await page.close();
  }
});

long.run();
