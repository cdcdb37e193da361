import type { Locator, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import home from '../fixtures/catalog/home.json' with { type: 'json' };
import menu from '../fixtures/catalog/menu.json' with { type: 'json' };
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import { newPage, pageErrors, SITE, visit } from './harness.ts';

/*
 * A guest with only a keyboard: from the header's menus to the menu page, an item into the
 * cart, and the drawer. The estimator's keyboard walk is in estimator.test.ts, the hub's in
 * hub-data.test.ts. No mouse event is sent here.
 */

const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses `key` until `target` has focus; fails naming it when it is never reached. */
async function pressUntil(page: Page, key: string, target: Locator, what: string, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await focused(target)) return;
    await page.keyboard.press(key);
  }
  assert.unreachable(`${what} never took focus with ${key}`);
}

const walk = suite('keyboard only');

walk('should browse the header menus, add a dish to the cart and use the drawer without a mouse', async () => {
  const page = await visit('/about');
  const nav = page.getByRole('navigation', { name: site.labels.mainNav });

  // A dropdown opens with Enter, its links follow in Tab order, Escape closes it.
  const reservations = nav.getByRole('button', { name: 'Reservations', exact: true });
  await pressUntil(page, 'Tab', reservations, 'the Reservations menu');
  await page.keyboard.press('Enter');
  assert.is(await reservations.getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('Tab');
  assert.ok(await focused(nav.getByRole('link', { name: 'Table Booking' })), 'the first link follows the button');
  await page.keyboard.press('Escape');
  assert.is(await reservations.getAttribute('aria-expanded'), 'false');
  assert.ok(await focused(reservations), 'focus back on the menu button');

  // On to the menu page by its link.
  await pressUntil(page, 'Tab', nav.getByRole('link', { name: 'Menu', exact: true }), 'the Menu link');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/menu$/);

  // The first dish of the open category, into the cart.
  const dish = menu.categories[0]!.sections![0]!.items[0]!;
  const add = page.getByRole('button', { name: menu.labels.addToCart.replace('{name}', dish.name) });
  await pressUntil(page, 'Tab', add, `Add ${dish.name}`);
  await page.keyboard.press('Enter');
  await page.locator('#toaster .toast').waitFor();
  const badge = page.locator('[data-header] [data-cart-count][data-badge]');
  assert.is(await badge.textContent(), '1');

  // Back up to the cart button and into the drawer; focus moves in and stays there.
  const cart = page.locator('[data-header] button[data-cart-open]').first();
  await pressUntil(page, 'Shift+Tab', cart, 'the cart button');
  await page.keyboard.press('Enter');
  const drawer = page.locator('dialog[data-cart-drawer]');
  await drawer.locator('[data-cart-line]').waitFor();
  assert.ok(
    await page.evaluate(() => !!document.activeElement?.closest('dialog[data-cart-drawer]')),
    'focus is in the drawer',
  );
  const more = drawer.getByRole('button', { name: new RegExp(`^Increase quantity of ${dish.name}`) });
  await pressUntil(page, 'Tab', more, 'the quantity button', 20);
  await page.keyboard.press('Space');
  assert.is(await drawer.locator('[data-qty]').textContent(), '2');
  assert.is(await badge.textContent(), '2');

  // Escape closes it and hands focus back.
  await page.keyboard.press('Escape');
  await drawer.locator('[data-cart-line]').waitFor({ state: 'detached' });
  assert.ok(await focused(cart), 'focus back on the cart button');
  assert.equal(pageErrors(page), []);
  await page.close();
});

const late = suite("keyboard only: the home page's late sections");

late("should reach the reservation form's first field tabbing down the page at a quick pace", async () => {
  const page = await newPage();
  // A slow phone network: each late section takes a while to come.
  await page.route(/\/sections\/home\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto(`${SITE}/`, { waitUntil: 'load' });
  // Where focus goes, press by press, until it reaches the form or a section after it.
  const stops: string[] = [];
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    await page.waitForTimeout(60);
    const stop = await page.evaluate(() => {
      const el = document.activeElement;
      if (el?.matches('#reservations form :is(input, select, textarea)')) return 'the form';
      return el?.closest('#offers, #gallery, #faq, footer')
        ? `past it, at ${el.closest('[id]')?.id ?? el.localName}`
        : (el?.localName ?? 'nothing');
    });
    stops.push(stop);
    if (stop === 'the form' || stop.startsWith('past it')) break;
  }
  assert.is(stops.at(-1), 'the form', `focus went ${stops.join(' → ')}`);
  assert.ok(
    await page
      .locator('#reservations form :is(input, select, textarea)')
      .first()
      .evaluate((el) => el === document.activeElement),
    'its first field',
  );
  assert.is(await page.getByText(home.loadingSection).count(), 0, 'every late section is in');
  assert.equal(pageErrors(page), []);
  await page.close();
});

walk.run();
late.run();
