import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../scripts/build.ts';
import { startEmulator } from '../../scripts/emulator/emulator.ts';
import { startStaticServer } from '../../scripts/serve/static-server.ts';
import { CART_PRICE_MESSAGES } from '../../site/core/lib/spec-messages.ts';
import { HUB, newPage, pageErrors, seenToast, SITE } from './harness.ts';

/*
 * Issue 34, part 4: a cart kept in the browser tells the truth. A guest adds Paneer Tikka at
 * ₹290; the café then publishes it at ₹310 (a second build of the catalogue, with its own
 * emulator charging the new prices, served at the site's address); the guest comes back.
 */

const PORT = Number(process.env.KILN_E2E_PORT ?? 4273) + 24;
/** The second build, and the commerce emulator of its catalogue. */
const REBUILT = `http://localhost:${PORT}`;
const REBUILT_API = `http://localhost:${PORT + 1}`;

const prices = suite('cart: prices checked on load');

let work: string;
const servers: Server[] = [];

prices.before(async () => {
  await (await newPage()).close(); // starts the shared build, site and emulator
  work = await mkdtemp(join(tmpdir(), 'kiln-e2e-cart-prices-'));
  const catalogDir = join(work, 'tests/fixtures/catalog');
  await cp('tests/fixtures/catalog', catalogDir, { recursive: true });
  const menuFile = join(catalogDir, 'menu.json');
  const menu = await readFile(menuFile, 'utf8');
  const republished = menu.replace(/("id": "paneer-tikka"[^}]*"price": )29000/, '$131000');
  assert.is.not(republished, menu, 'the sample menu prices Paneer Tikka at ₹290');
  await writeFile(menuFile, republished);
  const result = await build({
    catalogDir,
    outDir: join(work, 'out'),
    siteUrl: SITE,
    hubUrl: HUB,
    apiBase: REBUILT_API,
  });
  if (result.outcome !== 'built')
    throw new Error(`the republished catalogue did not build: ${JSON.stringify(result).slice(0, 500)}`);
  servers.push(await startStaticServer({ dir: join(work, 'out', 'site'), port: PORT }));
  servers.push((await startEmulator({ port: PORT + 1, catalogDir })).server);
});

prices.after(async () => {
  for (const server of servers) server.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/**
 * Answers `route` from `url` (or its own address). A request still coming when the page or the
 * servers close (an idle prefetch) is dropped: it must not end the test run.
 */
async function forward(route: Route, url?: string): Promise<void> {
  try {
    await route.fulfill({ response: await route.fetch(url === undefined ? undefined : { url }) });
  } catch {
    await route.abort().catch(() => undefined);
  }
}

/** From now on the site's address serves the second build, as a host does once the café publishes. */
async function publishRebuilt(page: Page): Promise<void> {
  await page.route(
    (url) => url.origin === SITE,
    (route) => {
      const url = new URL(route.request().url());
      return forward(route, REBUILT + url.pathname + url.search);
    },
  );
  // Answered here too: Chromium keeps a page answered by the test from calling loopback addresses itself.
  await page.route(`${REBUILT_API}/**`, (route) => forward(route));
}

const drawer = (page: Page) => page.locator('dialog[data-cart-drawer]');

prices(
  'should update a price published since the dish was added, say so in one toast, and ask that total on Pay Online',
  async () => {
    const page = await newPage();
    await page.goto(`${SITE}/menu`, { waitUntil: 'load' });
    const add = page.getByRole('button', { name: 'Add Paneer Tikka to cart' });
    await add.click();
    assert.is((await seenToast(page)).title, 'Added to Cart!');
    // A second portion, once the first is in: a tap made while the cart's code is still coming is held once (client/busy-until.ts).
    await add.click();
    await page.locator('[data-header] [data-cart-count]').first().filter({ hasText: '2' }).waitFor();

    await publishRebuilt(page);
    await page.reload({ waitUntil: 'load' });
    assert.equal(await seenToast(page), {
      title: CART_PRICE_MESSAGES.title,
      description: 'Paneer Tikka is now ₹310.00 (was ₹290.00).',
    });
    assert.is(await page.locator('.toast').count(), 1, 'one toast');

    await page.locator('[data-header] button[data-cart-open]').first().click();
    await drawer(page).locator('h2').waitFor();
    const line = drawer(page).locator('li').filter({ hasText: 'Paneer Tikka' });
    assert.match((await line.textContent()) ?? '', '₹310.00');
    assert.is(await drawer(page).locator('[data-cart-total]').textContent(), '₹620.00');

    await drawer(page).getByRole('button', { name: 'Pay Online' }).click();
    await page.waitForURL(`${REBUILT_API}/pay/**`);
    assert.is(
      await page.locator('[data-total]').textContent(),
      '₹620.00',
      'the payment page asks the total the cart showed',
    );
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

prices('should take out a dish no longer sold, and say nothing when no price changed', async () => {
  const page = await newPage();
  await page.goto(`${SITE}/menu`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Add Paneer Tikka to cart' }).click();
  await seenToast(page);
  // The dish the guest added is gone from the published prices; another, unchanged, stays.
  const stored = await page.evaluate(() => localStorage.getItem('kiln:cart') ?? '[]');
  const gone = JSON.parse(stored).map((l: { product: { id: string; title: string }; variant: { id: string } }) => ({
    ...l,
    product: { ...l.product, id: 'menu-retired-dish', title: 'Retired Dish' },
    variant: { ...l.variant, id: 'menu-retired-dish' },
  }));
  await page.evaluate((cart) => localStorage.setItem('kiln:cart', cart), JSON.stringify(gone));
  await publishRebuilt(page);
  await page.reload({ waitUntil: 'load' });
  assert.equal(await seenToast(page), {
    title: CART_PRICE_MESSAGES.title,
    description: CART_PRICE_MESSAGES.removed('Retired Dish', 1),
  });
  await page.waitForFunction(() => localStorage.getItem('kiln:cart') === '[]');
  assert.is(await page.locator('[data-header] [data-cart-count]').first().textContent(), '0');

  // A cart at today's prices is left alone: no toast on the next page.
  await page.evaluate(() => {
    for (const toast of document.querySelectorAll('.toast')) toast.remove();
  });
  await page.goto(`${SITE}/menu`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Add Paneer Tikka to cart' }).click();
  await seenToast(page);
  const checked = page.waitForResponse((r) => r.url().endsWith('/cart-prices.json'));
  await page.reload({ waitUntil: 'load' });
  await checked;
  await page.waitForLoadState('networkidle');
  assert.is(await page.locator('.toast').count(), 0, 'no toast when nothing changed');
  await page.close();
});

prices.run();
