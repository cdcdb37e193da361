import type { Page, Request } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CHECKOUT_TIMEOUT_MS } from '../../site/commerce/checkout.ts';
import { STORAGE_KEYS } from '../../site/store/keys.ts';
import {
  API,
  API_NODE,
  checkA11y,
  emulator,
  holdRequests,
  newPage,
  pageErrors,
  seenToast,
  SITE,
  visit,
} from './harness.ts';
import { COMMERCE_MESSAGES as M } from '../../site/core/lib/spec-messages.ts';

const drawer = (page: Page) => page.locator('dialog[data-cart-drawer]');
const openDrawer = async (page: Page) => {
  await page.locator('[data-header] button[data-cart-open]').first().click();
  await drawer(page).locator('h2').waitFor();
};
const storedCart = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { variant: { id: string }; quantity: number }[],
    STORAGE_KEYS.cart,
  );

/** Adds a store product from its page: the way a guest does it. */
async function addFromProductPage(page: Page, productId: string, variant: string | null, quantity: number) {
  await page.goto(`${SITE}/product/${productId}`);
  // A listed product's page wakes React at the guest's first approach.
  await page.locator('main h1').hover();
  await page.locator('[data-product-state="loaded"]').waitFor();
  if (variant) await page.getByRole('radio', { name: variant }).check();
  await page.getByLabel('Quantity', { exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.locator('#toaster .toast').waitFor();
  // The next toast a test reads must be the one its own action raised.
  await page.evaluate(() =>
    document.querySelectorAll('#toaster .toast').forEach((t) => {
      t.remove();
    }),
  );
}

/** Adds a dish from /menu, and clears its toast: the next toast a test reads must be its own. */
async function addDish(page: Page, name: string) {
  await page.getByRole('button', { name: `Add ${name} to cart` }).click();
  await page.locator('#toaster .toast').waitFor();
  await page.evaluate(() =>
    document.querySelectorAll('#toaster .toast').forEach((t) => {
      t.remove();
    }),
  );
}

const pay = suite('checkout: Pay Online');
pay.before(async () => {
  await (await newPage()).close(); // starts the shared build, site and emulator
});
pay.before.each(async () => {
  await emulator('reset');
});

pay('should post the checkout body, pay on the payment page and show the order id and real total', async () => {
  const page = await visit('/store');
  await addFromProductPage(page, 'speckled-mug', 'Terracotta', 2);
  await addFromProductPage(page, 'teal-serving-bowl', null, 1);
  await page.goto(`${SITE}/store`);
  await openDrawer(page);
  assert.is(await drawer(page).locator('[data-cart-total]').textContent(), '₹4,300.00');

  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const locale = await page.evaluate(() => navigator.language);
  const posted = page.waitForRequest((r: Request) => r.url().endsWith('/checkout') && r.method() === 'POST');
  const stockCall = page.waitForRequest((r: Request) => r.url().includes('/variants?'));
  await drawer(page).getByRole('button', { name: 'Pay Online' }).click();
  const stockUrl = new URL((await stockCall).url());
  assert.is(stockUrl.pathname, '/store/clay-table-blr/variants');
  assert.is(stockUrl.searchParams.get('fields'), 'inventory_quantity');
  assert.equal(stockUrl.searchParams.getAll('product_ids[]').sort(), ['speckled-mug', 'teal-serving-bowl']);
  const body = JSON.parse((await posted).postData() ?? '{}');
  assert.equal(body, {
    items: [
      { variant_id: 'mug-terracotta', quantity: 2 },
      { variant_id: 'bowl-teal', quantity: 1 },
    ],
    successUrl: `${SITE}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${SITE}/store`,
    locale,
    timeZone,
  });

  await page.waitForURL(`${API}/pay/*`);
  assert.ok(await page.getByRole('button', { name: 'Pay ₹4,300.00' }).isVisible());
  await checkA11y(page);
  const sessionId = page.url().split('/').pop()!;
  await page.getByRole('button', { name: 'Pay ₹4,300.00' }).click();

  await page.waitForURL(`${SITE}/success?session_id=${sessionId}`);
  assert.ok(await page.getByText(M.finalizing).isVisible());
  await page.locator('[data-order-id]').waitFor();
  assert.is(await page.locator('[data-order-id]').textContent(), sessionId.slice(0, 8));
  assert.is(await page.locator('[data-order-total]').textContent(), '₹4,300.00');
  assert.equal(await storedCart(page), []);
  await checkA11y(page);

  // The payment lowered the stock.
  const stock = await (
    await fetch(`${API_NODE}/store/clay-table-blr/variants?fields=inventory_quantity&product_ids[]=speckled-mug`)
  ).json();
  assert.is(stock.variants[0].inventory_quantity, 10);
  // A reload of the success page neither restores the paid cart nor loses the total.
  await page.reload();
  await page.locator('[data-order-total]').waitFor();
  assert.equal(await storedCart(page), []);
  assert.equal(pageErrors(page), []);
  await page.close();
});

pay("should show the total the store charged, not the cart's own prices edited in the browser", async () => {
  const page = await visit('/store');
  await addFromProductPage(page, 'speckled-mug', 'Terracotta', 1);
  // The guest rewrites the stored cart: the mug at ₹1.00.
  await page.evaluate((key) => {
    const cart = JSON.parse(localStorage.getItem(key)!) as { variant: Record<string, unknown> }[];
    Object.assign(cart[0]!.variant, {
      price_in_cents: 100,
      sale_price_in_cents: null,
      price_formatted: '₹1.00',
      sale_price_formatted: null,
    });
    localStorage.setItem(key, JSON.stringify(cart));
  }, STORAGE_KEYS.cart);
  // The product's price out of reach, so the check on load (client/check-cart-prices.ts) leaves the edit be.
  await page.route(/\/products\/speckled-mug/, (route) => route.abort());
  await page.goto(`${SITE}/store`);
  await openDrawer(page);
  assert.is(await drawer(page).locator('[data-cart-total]').textContent(), '₹1.00', 'the edited cart');
  await drawer(page).getByRole('button', { name: 'Pay Online' }).click();
  await page.waitForURL(`${API}/pay/*`);
  await page.getByRole('button', { name: 'Pay ₹1,250.00' }).click();
  await page.waitForURL(`${SITE}/success?session_id=*`);
  await page.locator('[data-order-id]').waitFor();
  assert.is(await page.locator('[data-order-total]').textContent(), '₹1,250.00');
  assert.equal(pageErrors(page), []);
  await page.close();
});

pay('should give the cart back when the guest cancels on the payment page', async () => {
  const page = await visit('/store');
  await addFromProductPage(page, 'teal-serving-bowl', null, 2);
  await openDrawer(page);
  await drawer(page).getByRole('button', { name: 'Pay Online' }).click();
  await page.waitForURL(`${API}/pay/*`);
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await page.waitForURL(`${SITE}/product/teal-serving-bowl`);
  // The cart's code, fetched as the page finds the checkout in storage, gives the cart back.
  await badge(page).filter({ hasText: /^2$/ }).waitFor();
  assert.equal(
    (await storedCart(page)).map((l) => [l.variant.id, l.quantity]),
    [['bowl-teal', 2]],
  );
  await page.close();
});

pay(
  'should tell a guest back on the payment page after an hour that it expired, and lead back to the site with the cart',
  async () => {
    const page = await visit('/store');
    await addFromProductPage(page, 'teal-serving-bowl', null, 2);
    await openDrawer(page);
    await drawer(page).getByRole('button', { name: 'Pay Online' }).click();
    await page.waitForURL(`${API}/pay/*`);
    await emulator('clock', { advanceMs: 60 * 60_000 });
    await page.getByRole('button', { name: 'Pay ₹3,600.00' }).click();
    assert.is(
      await page.getByRole('alert').textContent(),
      'This payment session has expired: a payment page stays open for 60 minutes. Nothing was charged.',
    );
    assert.is(await page.getByRole('button').count(), 0, 'nothing left to pay');
    await checkA11y(page);
    await page.getByRole('link', { name: 'Return to the site' }).click();
    await page.waitForURL(`${SITE}/product/teal-serving-bowl`);
    // The cart's code, fetched as the page finds the checkout in storage, gives the cart back.
    await badge(page).filter({ hasText: /^2$/ }).waitFor();
    assert.equal(
      (await storedCart(page)).map((l) => [l.variant.id, l.quantity]),
      [['bowl-teal', 2]],
    );
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

pay('should keep the cart and say Checkout Error when the checkout call fails', async () => {
  const page = await visit('/store');
  await addFromProductPage(page, 'teal-serving-bowl', null, 1);
  await emulator('fail-next', { status: 500, statusText: 'Internal Server Error', path: '/checkout' });
  await openDrawer(page);
  await drawer(page).getByRole('button', { name: 'Pay Online' }).click();
  assert.equal(await seenToast(page), M.checkoutError);
  assert.ok(page.url().startsWith(SITE));
  assert.equal(
    (await storedCart(page)).map((l) => l.variant.id),
    ['bowl-teal'],
  );
  assert.is(await drawer(page).locator('[data-cart-line]').count(), 1);
  assert.ok(await drawer(page).getByRole('button', { name: 'Pay Online' }).isEnabled(), 'the guest can try again');
  assert.ok(
    await drawer(page)
      .getByRole('button', { name: 'Pay Online' })
      .evaluate((b) => b === document.activeElement),
    'from where they are: focus stayed on Pay Online',
  );
  await page.close();
});

pay('should keep the cart when the API answers malformed JSON', async () => {
  const page = await visit('/store');
  await addFromProductPage(page, 'teal-serving-bowl', null, 1);
  await emulator('fail-next', { status: 200, body: '{"url": ', path: '/checkout' });
  await openDrawer(page);
  await drawer(page).getByRole('button', { name: 'Pay Online' }).click();
  assert.is((await seenToast(page)).title, M.checkoutError.title);
  assert.is((await storedCart(page)).length, 1);
  await page.close();
});

pay('should catch a line that sold out before the payment page', async () => {
  const page = await visit('/store');
  await addFromProductPage(page, 'speckled-mug', 'Glaze Teal', 2);
  // Someone else buys the last two teal mugs.
  const other = await (
    await fetch(`${API_NODE}/store/clay-table-blr/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ variant_id: 'mug-teal', quantity: 2 }],
        successUrl: `${SITE}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${SITE}/`,
        locale: 'en',
        timeZone: 'UTC',
      }),
    })
  ).json();
  await fetch(`${other.url.replace(API, API_NODE)}/pay`, { method: 'POST', redirect: 'manual' });
  let posts = 0;
  page.on('request', (r) => r.url().endsWith('/checkout') && posts++);
  await openDrawer(page);
  await drawer(page).getByRole('button', { name: 'Pay Online' }).click();
  assert.equal(await seenToast(page), {
    title: M.checkoutError.title,
    description: M.notEnoughStockCart('Speckled Hand-thrown Mug', 'Glaze Teal', 0),
  });
  assert.is(posts, 0, 'no checkout was posted');
  assert.is((await storedCart(page)).length, 1);
  await page.close();
});

pay('should start one checkout for a double click', async () => {
  const page = await visit('/store');
  await addFromProductPage(page, 'teal-serving-bowl', null, 1);
  let posts = 0;
  page.on('request', (r) => r.url().endsWith('/checkout') && r.method() === 'POST' && posts++);
  await openDrawer(page);
  await drawer(page).getByRole('button', { name: 'Pay Online' }).dblclick();
  await page.waitForURL(`${API}/pay/*`);
  assert.is(posts, 1);
  await page.close();
});

pay.run();

const lifecycle = suite('checkout: a cart tied to its checkout session');
lifecycle.before.each(async () => {
  await emulator('reset');
});

const badge = (page: Page) => page.locator('[data-header] [data-cart-count][data-badge]');
/** Adds a bowl from its product page and leaves for the payment page; returns the session id. */
async function toPaymentPage(page: Page, quantity = 2): Promise<string> {
  await addFromProductPage(page, 'teal-serving-bowl', null, quantity);
  await openDrawer(page);
  await drawer(page).getByRole('button', { name: 'Pay Online' }).click();
  await page.waitForURL(`${API}/pay/*`);
  return page.url().split('/').pop()!;
}

lifecycle(
  'should give the cart back on Back, then take it away again when Forward leads to paying that session',
  async () => {
    const page = await visit('/store', {
      init: () =>
        addEventListener('pageshow', (e) => ((window as unknown as { persisted: boolean }).persisted = e.persisted)),
    });
    const sessionId = await toPaymentPage(page);
    // A page restored from the back-forward cache fires no 'load': wait for the commit only.
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForURL(`${SITE}/product/teal-serving-bowl`, { waitUntil: 'commit' });
    await page.waitForFunction(() => 'persisted' in window);
    assert.ok(
      await page.evaluate(() => (window as unknown as { persisted: boolean }).persisted),
      'the page came back from the back-forward cache',
    );
    await badge(page).waitFor();
    assert.is(await badge(page).textContent(), '2', 'the unpaid cart is back');
    // The drawer was left open on "Processing…": it must be usable again.
    assert.ok(await drawer(page).getByRole('button', { name: 'Pay Online' }).isEnabled());
    assert.ok(await drawer(page).getByRole('button', { name: 'Pay at Counter' }).isEnabled());
    assert.is(await drawer(page).locator('[data-cart-line]').count(), 1);

    await page.goForward({ waitUntil: 'commit' });
    await page.waitForURL(`${API}/pay/${sessionId}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Pay ₹3,600.00' }).click();
    await page.waitForURL(`${SITE}/success?session_id=${sessionId}`);
    await page.locator('[data-order-total]').waitFor();
    assert.is(await page.locator('[data-order-total]').textContent(), '₹3,600.00');
    assert.equal(await storedCart(page), [], 'a paid cart never comes back');
    await page.goto(`${SITE}/store`);
    assert.ok(await badge(page).isHidden());
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

lifecycle(
  'should show the cart in a second tab opened meanwhile, and empty it there once the first tab pays',
  async () => {
    const first = await visit('/store');
    const sessionId = await toPaymentPage(first, 1);
    const second = await first.context().newPage();
    await second.goto(`${SITE}/menu`);
    await badge(second).waitFor();
    assert.is(await badge(second).textContent(), '1', 'the cart handed to the payment page shows in the new tab');

    await first.getByRole('button', { name: 'Pay ₹1,800.00' }).click();
    await first.waitForURL(`${SITE}/success?session_id=${sessionId}`);
    await first.locator('[data-order-total]').waitFor();
    await badge(second).waitFor({ state: 'hidden' });
    assert.equal(await storedCart(second), [], 'the other tab followed: the paid lines left its cart');
    await first.close();
    await second.close();
  },
);

lifecycle('should neither confirm nor price a stale success URL, and give the unpaid cart back there', async () => {
  const page = await visit('/store');
  await toPaymentPage(page, 1);
  await page.goto(`${SITE}/success?session_id=0ldsess10n0000`);
  await page.locator('[data-order-id]').waitFor();
  assert.is(await page.locator('[data-order-id]').textContent(), '0ldsess1');
  assert.is(await page.locator('[data-order-total]').count(), 0, 'no total for a session this cart was not handed to');
  assert.equal(
    (await storedCart(page)).map((l) => [l.variant.id, l.quantity]),
    [['bowl-teal', 1]],
  );
  await page.close();
});

lifecycle(
  'should disable Clear, the quantity buttons, Remove and Pay at Counter while the checkout call is in flight',
  async () => {
    const page = await visit('/store');
    await addFromProductPage(page, 'teal-serving-bowl', null, 2);
    const release = await holdRequests(page, '**/checkout');
    await openDrawer(page);
    await drawer(page).getByRole('button', { name: 'Pay Online' }).focus();
    await page.keyboard.press('Enter');
    const starting = drawer(page).getByRole('button', { name: 'Starting checkout…' });
    await starting.waitFor();
    assert.ok(await starting.isDisabled(), 'Pay Online is disabled too');
    assert.ok(await starting.evaluate((b) => b === document.activeElement), 'and keeps the keyboard focus it had');
    for (const name of ['Clear', 'Pay at Counter', /^Decrease/, /^Increase/, /^Remove/]) {
      assert.ok(await drawer(page).getByRole('button', { name }).isDisabled(), `${name} is disabled`);
    }
    release();
    await page.waitForURL(`${API}/pay/*`);
    await page.close();
  },
);

lifecycle(
  'should take out of the cart only the lines it sent: dishes added while the call was slow stay, and Cancel gives the rest back',
  async () => {
    const page = await visit('/menu');
    await addDish(page, 'Peri Peri Fries');
    const release = await holdRequests(page, '**/checkout');
    await openDrawer(page);
    await drawer(page).getByRole('button', { name: 'Pay Online' }).click();
    await drawer(page).getByRole('button', { name: 'Starting checkout…' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer(page).locator('h2').waitFor({ state: 'detached' });
    // Meanwhile the guest adds a dish and raises the one sent, and another tab adds one more.
    await addDish(page, 'Paneer Tikka');
    await addDish(page, 'Peri Peri Fries');
    const other = await page.context().newPage();
    await other.goto(`${SITE}/menu`);
    await addDish(other, 'Cheesy Corn Balls');
    await other.close();
    await badge(page).filter({ hasText: /^4$/ }).waitFor();

    release();
    await page.waitForURL(`${API}/pay/*`);
    assert.ok(
      await page.getByRole('button', { name: 'Pay ₹190.00' }).isVisible(),
      'the payment page charges the one dish sent',
    );
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await page.waitForURL(`${SITE}/menu`);
    await badge(page).filter({ hasText: /^4$/ }).waitFor();
    assert.equal(
      (await storedCart(page)).map((l) => [l.variant.id, l.quantity]),
      [
        ['menu-peri-peri-fries', 2],
        ['menu-paneer-tikka', 1],
        ['menu-cheesy-corn-balls', 1],
      ],
      'nothing lost',
    );
    assert.is(await badge(page).textContent(), '4');
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

lifecycle(
  'should end a checkout call that never answers in Checkout Error, keeping the cart and Pay Online usable',
  async () => {
    // The page's own timer, shortened: the test need not wait CHECKOUT_TIMEOUT_MS for it.
    const page = await visit('/menu', {
      init: 'window.askedTimeouts = []; { const timeout = AbortSignal.timeout.bind(AbortSignal); AbortSignal.timeout = (ms) => (askedTimeouts.push(ms), timeout(300)); }',
    });
    await addDish(page, 'Peri Peri Fries');
    await holdRequests(page, '**/checkout'); // never released
    await openDrawer(page);
    const payOnline = drawer(page).getByRole('button', { name: 'Pay Online' });
    await payOnline.click();
    assert.equal(await seenToast(page), M.checkoutError);
    assert.equal(await page.evaluate(() => (window as unknown as { askedTimeouts: number[] }).askedTimeouts), [
      CHECKOUT_TIMEOUT_MS,
    ]);
    assert.equal(
      (await storedCart(page)).map((l) => l.variant.id),
      ['menu-peri-peri-fries'],
    );
    assert.ok(await payOnline.isEnabled(), 'Pay Online is usable again');
    assert.ok(
      await drawer(page)
        .getByRole('button', { name: /^Remove/ })
        .isEnabled(),
      "and so are the cart's controls",
    );

    await page.unroute('**/checkout');
    await payOnline.click();
    await page.waitForURL(`${API}/pay/*`);
    await page.close();
  },
);

lifecycle.run();
