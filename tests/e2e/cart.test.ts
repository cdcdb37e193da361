import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import store from '../fixtures/catalog/store.json' with { type: 'json' };
import { STORAGE_KEYS } from '../../site/store/keys.ts';
import { checkA11y, pageErrors, seenToast, SITE, visit } from './harness.ts';
import { isFocused } from './hub-helpers.ts';
import { COMMERCE_MESSAGES as M } from '../../site/core/lib/spec-messages.ts';

const badge = (page: Page) => page.locator('[data-header] [data-cart-count][data-badge]');
const drawer = (page: Page) => page.locator('dialog[data-cart-drawer]');
const openDrawer = async (page: Page) => {
  await page.locator('[data-header] button[data-cart-open]').first().click();
  await drawer(page).locator('h2').waitFor();
};

const menu = suite('cart: adding from the menu');

menu('should add a menu item with a toast, show the badge count and raise the quantity on a second add', async () => {
  const page = await visit('/menu');
  assert.ok(await badge(page).isHidden(), 'no badge while the cart is empty');
  await page.getByRole('button', { name: 'Add Peri Peri Fries to cart' }).click();
  assert.equal(await seenToast(page), { title: M.addedTitle, description: M.added('Peri Peri Fries') });
  assert.is(await badge(page).textContent(), '1');
  await page.getByRole('button', { name: 'Add Peri Peri Fries to cart' }).click();
  await page.getByRole('button', { name: 'Add Paneer Tikka to cart' }).click();
  assert.is(await badge(page).textContent(), '3');
  await openDrawer(page);
  const lines = drawer(page).locator('[data-cart-line]');
  assert.is(await lines.count(), 2);
  assert.match((await lines.first().textContent()) ?? '', /Peri Peri Fries.*Standard.*₹190\.00/);
  assert.is(await lines.first().locator('[data-qty]').textContent(), '2');
  assert.match(
    await lines.first().ariaSnapshot(),
    /text: "Quantity of Peri Peri Fries \(Standard\): 2"/,
    'the quantity is read with what it counts',
  );
  assert.is(await drawer(page).locator('[data-cart-total]').textContent(), '₹670.00');
  assert.equal(pageErrors(page), []);
  await page.close();
});

menu.run();

const drawerSuite = suite('cart: the drawer');

const seededLine = (id: string, title: string, paise: number, quantity: number) => ({
  product: { id, title, image: '/images/menu/appetizers.svg' },
  variant: {
    id,
    title: 'Standard',
    price_in_cents: paise,
    sale_price_in_cents: null,
    price_formatted: '',
    sale_price_formatted: null,
    currency_info: { code: 'INR', symbol: '₹' },
    manage_inventory: false,
  },
  quantity,
});
// Lines of the sample's dishes at their published prices (other titles, as a guest's cart may keep
// a dish's old name): a dish the menu no longer sells, or a changed price, would be put right on load.
const seeded = (...more: ReturnType<typeof seededLine>[]) => ({
  [STORAGE_KEYS.cart]: JSON.stringify([
    seededLine('menu-peri-peri-fries', 'Masala Fries', 19000, 1),
    seededLine('menu-classic-cold-coffee', 'Cold Coffee', 22000, 2),
    ...more,
  ]),
});

drawerSuite(
  'should change quantities (never below 1), remove a line, keep it all over a reload, and clear',
  async () => {
    const page = await visit('/about', { storage: seeded() });
    // The cart's code comes once the boot script finds a stored cart.
    await badge(page).filter({ hasText: /^3$/ }).waitFor();
    await openDrawer(page);
    const fries = drawer(page).locator('[data-cart-line="menu-peri-peri-fries"]');
    const minus = fries.getByRole('button', { name: 'Decrease quantity of Masala Fries (Standard)' });
    assert.ok(await minus.isDisabled(), 'minus is disabled at 1');
    await fries.getByRole('button', { name: 'Increase quantity of Masala Fries (Standard)' }).click();
    await fries.getByRole('button', { name: 'Increase quantity of Masala Fries (Standard)' }).click();
    assert.is(await fries.locator('[data-qty]').textContent(), '3');
    await minus.click();
    assert.is(await fries.locator('[data-qty]').textContent(), '2');
    assert.is(await drawer(page).locator('[data-cart-total]').textContent(), '₹820.00');
    await drawer(page).getByRole('button', { name: 'Remove Cold Coffee (Standard)' }).click();
    assert.is(await drawer(page).locator('[data-cart-line]').count(), 1);
    assert.is(await badge(page).textContent(), '2');

    await page.reload();
    await badge(page).filter({ hasText: /^2$/ }).waitFor();
    await openDrawer(page);
    assert.is(await drawer(page).locator('[data-cart-line="menu-peri-peri-fries"] [data-qty]').textContent(), '2');
    await drawer(page).getByRole('button', { name: 'Clear' }).click();
    assert.match((await drawer(page).textContent()) ?? '', /Your cart is empty/);
    assert.ok(await badge(page).isHidden());
    await page.close();
  },
);

drawerSuite(
  'should close on Escape, the close button and the backdrop, giving focus back to the cart button',
  async () => {
    const page = await visit('/about', { storage: seeded() });
    const opener = page.locator('[data-header] button[data-cart-open]').first();
    await openDrawer(page);
    await page.keyboard.press('Escape');
    await drawer(page).locator('h2').waitFor({ state: 'detached' });
    assert.ok(await opener.evaluate((el) => el === document.activeElement), 'focus is back on the cart button');

    await openDrawer(page);
    await drawer(page).getByRole('button', { name: 'Close cart' }).click();
    await drawer(page).locator('h2').waitFor({ state: 'detached' });

    await openDrawer(page);
    const box = await drawer(page).boundingBox();
    assert.ok(
      box && box.width <= 448 && box.x > 500,
      `drawer is at most medium width, on the right (${JSON.stringify(box)})`,
    );
    await page.mouse.click(40, 400);
    await drawer(page).locator('h2').waitFor({ state: 'detached' });
    await page.close();
  },
);

drawerSuite('should keep focus inside the open drawer and pass axe in both themes', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/about', { storage: seeded(), colorScheme });
    await openDrawer(page);
    for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
    assert.ok(
      await page.evaluate(() => !!document.activeElement?.closest('dialog[data-cart-drawer]')),
      'focus stays in the drawer',
    );
    await checkA11y(page);
    await page.close();
  }
});

drawerSuite(
  "should move focus to the next line's Remove (the previous one's after the last), then to the empty cart's link, never to <body>",
  async () => {
    const page = await visit('/about', {
      storage: seeded(seededLine('menu-strawberry-shake', 'Mango Shake', 24000, 1)),
    });
    await openDrawer(page);
    const remove = (title: string) => drawer(page).getByRole('button', { name: `Remove ${title} (Standard)` });
    await remove('Cold Coffee').focus();
    await page.keyboard.press('Enter');
    assert.ok(await isFocused(remove('Mango Shake')), "the next line's Remove");
    await page.keyboard.press('Enter');
    assert.ok(await isFocused(remove('Masala Fries')), "after the last line, the previous one's");
    await drawer(page).getByRole('button', { name: 'Clear' }).click();
    const link = drawer(page).getByRole('link', { name: 'Browse the store' });
    assert.ok(await isFocused(link), "the empty cart's link");
    assert.is(
      await link.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent()),
      'Your cart is empty. Add a dish from the menu or a piece from the store.',
      'which says the cart is empty',
    );
    await page.close();
  },
);

drawerSuite(
  'should keep focus in the drawer when another tab removes the focused line, then empties the cart',
  async () => {
    const page = await visit('/about', { storage: seeded() });
    await openDrawer(page);
    const other = await page.context().newPage();
    await other.goto(`${SITE}/about`);
    const setCart = (lines: unknown[]) =>
      other.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEYS.cart, JSON.stringify(lines)]);

    await drawer(page).getByRole('button', { name: 'Increase quantity of Masala Fries (Standard)' }).focus();
    await setCart([seededLine('menu-classic-cold-coffee', 'Cold Coffee', 22000, 2)]);
    await drawer(page).locator('[data-cart-line="menu-peri-peri-fries"]').waitFor({ state: 'detached' });
    assert.ok(
      await isFocused(drawer(page).getByRole('button', { name: 'Remove Cold Coffee (Standard)' })),
      "the next line's Remove",
    );

    await setCart([]);
    await drawer(page).locator('[data-cart-line]').waitFor({ state: 'detached' });
    assert.ok(await isFocused(drawer(page).getByRole('link', { name: 'Browse the store' })), "the empty cart's link");
    await other.close();
    await page.close();
  },
);

drawerSuite("should open from the narrow menu's View Cart button", async () => {
  const page = await visit('/about', { width: 900, storage: seeded() });
  await page.locator('[data-mobile-menu-button]').click();
  await page.getByRole('button', { name: /View Cart/ }).click();
  await drawer(page).locator('h2').waitFor();
  assert.is(await drawer(page).locator('[data-cart-line]').count(), 2);
  await page.close();
});

// Issue 22: "Clear" was a ghost button, its text indented off the edge the lines, the total and Pay Online share.
drawerSuite('should show Clear as a button, its outline on the edge the lines and Pay Online start from', async () => {
  for (const [width, colorScheme] of [
    [320, 'light'],
    [390, 'dark'],
    [1280, 'light'],
  ] as const) {
    const page = await visit('/about', { storage: seeded(), width, colorScheme });
    await page.locator('button[data-cart-open]:visible').first().click();
    await drawer(page).locator('h2').waitFor();
    const clear = drawer(page).getByRole('button', { name: store.cart.clearLabel, exact: true });
    const style = await clear.evaluate((el) => {
      const { borderTopWidth, borderTopColor, backgroundColor } = getComputedStyle(el);
      return { borderTopWidth, borderTopColor, backgroundColor };
    });
    const seen = (c: string) => c !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(c);
    const look = {
      outlined: parseFloat(style.borderTopWidth) > 0 && seen(style.borderTopColor),
      filled: seen(style.backgroundColor),
    };
    assert.ok(look.outlined || look.filled, `Clear has an edge or a fill at ${width} px: ${JSON.stringify(look)}`);
    // Measured at once, so the drawer's slide-in cannot move one edge between two readings.
    const [clearLeft, lineLeft, payLeft] = await drawer(page).evaluate((el) =>
      ['.clear', '[data-cart-line]', '[data-pay-online]'].map((selector) =>
        Math.round(el.querySelector(selector)!.getBoundingClientRect().left),
      ),
    );
    assert.is(clearLeft, lineLeft, `aligned with the lines at ${width} px`);
    assert.is(clearLeft, payLeft, `aligned with Pay Online at ${width} px`);
    await checkA11y(page);
    await clear.click();
    assert.ok(await drawer(page).getByText(store.cart.empty).isVisible(), 'it still clears');
    await page.close();
  }
});

drawerSuite.run();

const storage = suite('cart: bad stored data');

storage('should ignore a stored cart that is not JSON or has the wrong shape', async () => {
  for (const value of ['{not json', '{"lines":3}', '[{"product":1,"variant":null,"quantity":"x"}]']) {
    const page = await visit('/menu', { storage: { [STORAGE_KEYS.cart]: value } });
    assert.ok(await badge(page).isHidden(), `badge hidden for ${value}`);
    await page.getByRole('button', { name: 'Add Peri Peri Fries to cart' }).click();
    await badge(page).filter({ hasText: /^1$/ }).waitFor();
    assert.equal(pageErrors(page), []);
    await page.close();
  }
});

storage.run();

const counter = suite('cart: Pay at Counter');

counter('should say the cart is empty, then place an order, empty the cart and close the drawer', async () => {
  const page = await visit('/about');
  await openDrawer(page);
  assert.is(await drawer(page).locator('[data-cart-total]').count(), 0, 'no total, in no currency, for an empty cart');
  await drawer(page).getByRole('button', { name: 'Pay at Counter' }).click();
  assert.equal(await seenToast(page), M.emptyCartCounter);
  await drawer(page).getByRole('button', { name: 'Pay Online' }).click();
  assert.equal(await seenToast(page), M.emptyCartCheckout);
  await page.keyboard.press('Escape');

  await page.evaluate(() => (location.href = '/menu'));
  await page.waitForURL(/\/menu$/);
  await page.getByRole('button', { name: 'Add Peri Peri Fries to cart' }).click();
  await openDrawer(page);
  await drawer(page).getByRole('button', { name: 'Pay at Counter' }).click();
  assert.equal(await seenToast(page), M.orderPlaced);
  await drawer(page).locator('h2').waitFor({ state: 'detached' });
  assert.ok(await badge(page).isHidden());
  assert.is(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cart), '[]');
  await page.close();
});

counter.run();
