import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  assertNever,
  checkA11y,
  emulator,
  expectCspViolations,
  holdRequests,
  layoutShift,
  newPage,
  pageErrors,
  recordLayoutShifts,
  SITE,
  visit,
  whatShifted,
} from './harness.ts';
import { COMMERCE_MESSAGES as M, STORE_MESSAGES } from '../../site/core/lib/spec-messages.ts';
import { SAVE_DATA } from './save-data.ts';

/**
 * The guest's first approach: a listed product's page wakes React then, for the store's
 * description only (its price, options, stock and Add to Cart work without it); the shell of any
 * other id has woken it at load already.
 */
const approach = (page: Page) => page.locator('main h1').hover();
const loaded = async (path: string, options?: Parameters<typeof visit>[1]) => {
  const page = await visit(path, options);
  await approach(page);
  await page.locator('[data-product-state="loaded"]').waitFor();
  return page;
};
/** A listed product's page once the store has answered: its options are there, untouched. */
const ready = async (path: string, options?: Parameters<typeof visit>[1]) => {
  const page = await visit(path, options);
  await page.locator('[data-live-variants] input').first().waitFor();
  return page;
};
/** Waits until a listed product's stock line says exactly `text`. */
const stockSays = (page: Page, text: string) =>
  page
    .locator('[data-live-stock]', { hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .waitFor();
/** Which of a listed product's pictures shows, by its place in the gallery. */
const shownPicture = (page: Page) =>
  page.locator('[data-picture]').evaluateAll((slides) => String(slides.findIndex((s) => !(s as HTMLElement).hidden)));
const toast = async (page: Page) => {
  const el = page.locator('#toaster .toast').last();
  await el.waitFor();
  return {
    title: await el.locator('.toast-title').textContent(),
    description: await el.locator('.toast-description').textContent(),
  };
};

const states = suite('product page: states');
states.before(async () => {
  await (await newPage()).close();
});
states.before.each(async () => {
  await emulator('reset');
});

states(
  "should show Loading... where the stock goes, then the product with the catalogue's words, the store's price, stock and description",
  async () => {
    const page = await newPage();
    // Hold the product call so the loading state can be seen.
    const release = await holdRequests(page, '**/products/speckled-mug');
    await page.goto(`${SITE}/product/speckled-mug`);
    await page.getByText('Loading...').waitFor();
    assert.ok(
      await page.getByRole('button', { name: 'Add to Cart' }).isDisabled(),
      'nothing to add before the store answers',
    );
    await checkA11y(page);
    release();
    await stockSays(page, '12 in stock!');
    assert.is(await page.locator('h1').textContent(), 'Speckled Hand-thrown Mug');
    // One line under the name: the catalogue's, never replaced by the store's subtitle.
    assert.ok(await page.getByText('A 350 ml stoneware mug in three glazes.').isVisible());
    assert.ok(await page.getByText('Bestseller').isVisible());
    assert.is(await page.locator('[data-live-price]').textContent(), '₹1,250.00₹1,450.00');
    await approach(page);
    await page.locator('[data-product-state="loaded"]').waitFor();
    assert.is(
      await page.getByText('350 ml glazed stoneware, thrown in our studio').count(),
      0,
      "the store's subtitle is not shown beside the catalogue's line",
    );
    assert.is(await page.locator('[data-product-description] strong').textContent(), 'food-safe speckled glaze');
    assert.ok(await page.getByRole('heading', { name: 'Care' }).isVisible());
    assert.is(await page.title(), 'Speckled Hand-thrown Mug · The Clay Table');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    assert.ok(
      description && description.length <= 160 && description.startsWith('Our most-loved mug'),
      description ?? '',
    );
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

states(
  "should paint a listed product's name, line and picture before any script runs, and only the loading state for another id",
  async () => {
    const page = await visit('/product/speckled-mug', { javaScriptEnabled: false });
    assert.is(await page.locator('main h1').textContent(), 'Speckled Hand-thrown Mug');
    assert.ok(await page.getByText('A 350 ml stoneware mug in three glazes.').isVisible());
    const picture = page.getByRole('img', { name: 'A terracotta mug with cream speckles and a rounded handle' });
    assert.ok(
      await picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      'the picture is there',
    );
    assert.ok(await page.getByText('Loading...').isVisible(), 'price and stock are on their way');
    // The ribbon and every picture's thumbnail are in the page as built: nothing is added later.
    assert.ok(await page.getByText('Bestseller').isVisible());
    assert.is(await page.locator('.thumbs button').count(), 3);
    assert.is(await page.getByRole('button', { name: 'Image 3 of 3' }).count(), 1);
    assert.is(await page.locator('link[rel="canonical"]').getAttribute('href'), `${SITE}/product/speckled-mug`);
    await page.goto(`${SITE}/product/not-listed`);
    assert.is(await page.locator('main img').count(), 0);
    assert.ok(await page.getByText('Loading...').isVisible());
    assert.is(
      await page.locator('link[rel="canonical"]').count(),
      0,
      'the shell claims no address: it stands for every other product',
    );
    await page.close();
  },
);

states(
  "should fill a listed product's price, options and stock, and add it to the cart, without React and without a first touch",
  async () => {
    // Save-Data: no idle prefetch (client/page-quiet.ts), so what is fetched is what a tap asks for.
    const page = await newPage({ init: SAVE_DATA });
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(`${SITE}/product/speckled-mug`);
    await stockSays(page, STORE_MESSAGES.inStock(12));
    assert.is(await page.locator('[data-live-price]').textContent(), '₹1,250.00₹1,450.00');
    assert.equal(
      await page
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)),
      ['Terracotta', 'Glaze Teal', 'Mustard'],
    );
    assert.ok(await page.getByRole('radio', { name: 'Terracotta' }).isChecked());
    assert.is(await page.getByText(M.loading).count(), 0, 'nothing is still loading');
    assert.not.ok(
      scripts.some((url) => /hydrate-component|product-details|product-story/.test(url)),
      scripts.join('\n'),
    );
    // The tap on Add to Cart is the guest's first move: React wakes then for the description, and the add needs none of it.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    assert.equal(await toast(page), {
      title: 'Added to Cart! 🛒',
      description: '1 × Speckled Hand-thrown Mug (Terracotta)',
    });
    assert.is(await page.locator('[data-header] [data-cart-count][data-badge]').textContent(), '1');
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

states(
  "should wake a listed product at the guest's first key anywhere on the page, far from the product: a keyboard user tabbing through the header",
  async () => {
    const page = await newPage();
    await page.goto(`${SITE}/product/speckled-mug`);
    await stockSays(page, STORE_MESSAGES.inStock(12));
    assert.is(await page.locator('[data-product-state="loaded"]').count(), 0, 'asleep before the guest does anything');
    await page.keyboard.press('Tab');
    assert.not.ok(
      await page.locator('main').evaluate((main) => main.contains(document.activeElement)),
      'focus is in the header, not the product',
    );
    await page.locator('[data-product-state="loaded"]').waitFor();
    assert.ok(await page.getByRole('button', { name: 'Add to Cart' }).isVisible());
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

states(
  'should ask the store once for a listed product: its island takes the answers the page fetched before it woke',
  async () => {
    const page = await newPage();
    const calls: string[] = [];
    page.on(
      'request',
      (request) =>
        /\/products\/speckled-mug|\/variants\?/.test(request.url()) && calls.push(new URL(request.url()).pathname),
    );
    await page.goto(`${SITE}/product/speckled-mug`);
    await stockSays(page, STORE_MESSAGES.inStock(12));
    await approach(page);
    await page.locator('[data-product-state="loaded"]').waitFor();
    assert.is(await page.locator('[data-live-stock]').textContent(), STORE_MESSAGES.inStock(12));
    assert.is(calls.filter((path) => path.endsWith('/products/speckled-mug')).length, 1, calls.join('\n'));
    assert.is(calls.filter((path) => path.endsWith('/variants')).length, 1, calls.join('\n'));
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

states('should not move what is on screen when the product arrives, nor when its island wakes', async () => {
  const page = await newPage({ init: recordLayoutShifts });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${SITE}/product/speckled-mug`);
    await stockSays(page, STORE_MESSAGES.inStock(12));
    await approach(page);
    await page.locator('[data-product-description]').waitFor();
    await page.waitForFunction(() => (document.querySelector('main .gallery img') as HTMLImageElement).complete);
    const shifted = await layoutShift(page);
    assert.ok(shifted < 0.01, `layout shift ${shifted} at ${width}px; moved: ${await whatShifted(page)}`);
  }
  await page.close();
});

states('should pass axe when loaded, in both themes', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await ready('/product/speckled-mug', { colorScheme });
    await approach(page);
    await page.locator('[data-product-state="loaded"]').waitFor();
    await checkA11y(page);
    await page.close();
  }
});

states('should show the error and a Go back link for an unknown product', async () => {
  const page = await visit('/product/no-such-pot');
  await page.locator('[data-product-state="error"]').waitFor();
  assert.is(await page.getByRole('alert').textContent(), 'Error loading product: HTTP 404: Not Found');
  const back = page.getByRole('link', { name: 'Go back' });
  assert.is(await back.getAttribute('href'), '/store');
  await checkA11y(page);
  await back.click();
  await page.waitForURL(`${SITE}/store`);
  await page.close();
});

states(
  "should show the error and Go back for an address no link makes (/product/%E0%A4%A), as a static host's rewrite serves it",
  async () => {
    const page = await newPage();
    // kiln serve answers such a path 400; a host's /product/* rewrite serves the product page.
    await page.route(
      (url) => url.pathname === '/product/%E0%A4%A',
      async (route) => route.fulfill({ response: await route.fetch({ url: `${SITE}/product/any` }) }),
    );
    await page.goto(`${SITE}/product/%E0%A4%A`);
    await page.locator('[data-product-state="error"]').waitFor();
    assert.is(await page.getByRole('alert').textContent(), 'Error loading product: Failed to load product');
    assert.ok(await page.getByRole('link', { name: 'Go back' }).isVisible());
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

states('should show the error when the API is down or answers garbage', async () => {
  const alert = (page: Page) => page.locator('[data-live-stock][role="alert"]');
  await emulator('fail-next', { status: 503, statusText: 'Service Unavailable', path: '/products/' });
  const page = await visit('/product/speckled-mug');
  await alert(page).waitFor();
  assert.is(await alert(page).textContent(), 'Error loading product: HTTP 503: Service Unavailable');
  assert.ok(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled());
  assert.ok(await page.getByRole('link', { name: 'Back to the store' }).isVisible());
  await emulator('fail-next', { status: 200, body: '<html>oops', path: '/products/' });
  await page.reload();
  await alert(page).waitFor();
  assert.is(await alert(page).textContent(), `Error loading product: ${STORE_MESSAGES.badResponse}`);
  await page.route('**/store/**', (route) => route.abort());
  await page.reload();
  await alert(page).waitFor();
  assert.match((await alert(page).textContent()) ?? '', /^Error loading product: .+/);
  assert.equal(pageErrors(page), []);
  await page.close();
});

states('should say Currently unavailable and disable Add to Cart for a product that is not purchasable', async () => {
  const page = await ready('/product/studio-bud-vase');
  assert.is(await page.locator('[data-live-stock]').textContent(), 'Currently unavailable');
  assert.ok(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled());
  await page.close();
});

states('should warn and disable Add to Cart for an out-of-stock variant or too many', async () => {
  const page = await ready('/product/speckled-mug');
  await page.getByRole('radio', { name: 'Mustard' }).check();
  await stockSays(page, STORE_MESSAGES.notEnoughStockProduct(0));
  assert.ok(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled());
  await page.getByRole('radio', { name: 'Glaze Teal' }).check();
  await stockSays(page, '2 in stock!');
  await page.getByLabel('Quantity', { exact: true }).fill('3');
  await stockSays(page, STORE_MESSAGES.notEnoughStockProduct(2));
  assert.ok(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled());
  await page.close();
});

states.run();

const use = suite('product page: choosing and adding');

use("should jump to the variant's picture and wrap around the pictures both ways", async () => {
  const page = await ready('/product/speckled-mug');
  assert.is(await shownPicture(page), '0');
  await page.getByRole('radio', { name: 'Mustard' }).check();
  await page.waitForFunction(() => document.querySelector('[data-picture="mug-mustard.svg"]:not([hidden])'));
  assert.is(await shownPicture(page), '2');
  await page.getByRole('button', { name: 'Next image' }).click();
  assert.is(await shownPicture(page), '0');
  await page.getByRole('button', { name: 'Previous image' }).click();
  assert.is(await shownPicture(page), '2');
  assert.ok(await page.getByText('Image 3 of 3').first().isVisible());
  await page.getByRole('button', { name: 'Image 2 of 3' }).click();
  assert.is(await shownPicture(page), '1');
  assert.is(await page.locator('.thumbs [aria-current="true"]').getAttribute('aria-label'), 'Image 2 of 3');
  await page.close();
});

use('should keep the quantity at 1 or more', async () => {
  const page = await ready('/product/teal-serving-bowl');
  const qty = page.getByLabel('Quantity', { exact: true });
  assert.ok(await page.getByRole('button', { name: 'Decrease quantity' }).isDisabled());
  for (const typed of ['0', '-5']) {
    await qty.fill(typed);
    await qty.blur();
    // The controls' code may still be on its way at the first: it reads the box when it comes.
    await page.waitForFunction(() => (document.querySelector('#product-quantity') as HTMLInputElement).value === '1');
  }
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  assert.is(await qty.inputValue(), '2');
  await page.close();
});

use('should add with a toast naming quantity, title and variant, and reject more than the stock', async () => {
  const page = await ready('/product/speckled-mug');
  await page.getByRole('radio', { name: 'Glaze Teal' }).check();
  await page.getByLabel('Quantity', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  assert.equal(await toast(page), {
    title: 'Added to Cart! 🛒',
    description: '2 × Speckled Hand-thrown Mug (Glaze Teal)',
  });
  assert.is(await page.locator('[data-header] [data-cart-count][data-badge]').textContent(), '2');
  await page.getByLabel('Quantity', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.locator('#toaster .toast[data-variant="destructive"]').waitFor();
  assert.equal(await toast(page), {
    title: 'Oh no! Something went wrong.',
    description: M.notEnoughStockCart('Speckled Hand-thrown Mug', 'Glaze Teal', 2),
  });
  assert.is(await page.locator('[data-header] [data-cart-count][data-badge]').textContent(), '2');
  await page.close();
});

use.run();

const safety = suite('product page: HTML from the API');

safety('should not run script from a malicious description or additional info, and keep its text', async () => {
  await (await newPage()).close();
  await emulator('product', {
    id: 'evil-pot',
    title: 'Evil Pot',
    purchasable: true,
    subtitle: null,
    description:
      '<p>Nice <b>pot</b></p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">link</a>' +
      'x'.repeat(300),
    images: [{ url: 'javascript:alert(1)' }],
    variants: [{ id: 'evil-v', title: 'Standard', manage_inventory: false, prices: [{ amount: 100 }] }],
    additional_info: [
      {
        id: 'a',
        order: 0,
        title: 'More',
        description: '<svg><script>window.__pwned=4</script></svg><iframe src="javascript:window.__pwned=5"></iframe>',
      },
    ],
  });
  const page = await loaded('/product/evil-pot');
  await assertNever(
    () => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned !== undefined),
    "a script in the store's HTML ran",
  );
  // The sanitizer parses the handlers it then drops; the browser's CSP reports even that parse.
  expectCspViolations(page, /script-src-attr blocked inline/);
  assert.is(await page.locator('[data-product-description] b').textContent(), 'pot');
  assert.is(await page.locator('main script, main iframe, main [onerror]').count(), 0);
  assert.is(await page.locator('main a[href^="javascript"]').count(), 0);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  assert.ok(description && description.length <= 160, `meta description has ${description?.length} characters`);
  assert.equal(pageErrors(page), []);
  await page.close();
});

safety('should keep a description holding id="toaster" from taking over the page\'s toaster', async () => {
  await (await newPage()).close();
  await emulator('product', {
    id: 'clobber-pot',
    title: 'Clobber Pot',
    purchasable: true,
    description: '<p id="toaster">Not the toaster</p><form name="cartStore"></form>',
    variants: [
      { id: 'clobber-v', title: 'Standard', manage_inventory: false, prices: [{ amount: 100, currency_code: 'inr' }] },
    ],
  });
  const page = await loaded('/product/clobber-pot');
  assert.is(await page.locator('#toaster').count(), 1, 'one element answers to id="toaster"');
  assert.is(await page.locator('#toaster').getAttribute('role'), 'status', "and it is the page's own live region");
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  assert.is(await page.locator('#toaster .toast-title').textContent(), 'Added to Cart! 🛒');
  assert.equal(pageErrors(page), []);
  await page.close();
});

safety.run();

const hostile = suite('product page: a malformed answer');
hostile.before(async () => {
  await (await newPage()).close();
});

const malformed: [string, object, string][] = [
  [
    'images: [null]',
    {
      images: [null],
      variants: [{ id: 'm-v', title: 'Standard', manage_inventory: false, prices: [{ amount: 900 }] }],
    },
    'loaded',
  ],
  [
    'additional_info that is not a list',
    {
      additional_info: 'oops',
      variants: [{ id: 'm-v', title: 'Standard', manage_inventory: false, prices: [{ amount: 900 }] }],
    },
    'loaded',
  ],
  ['no variants', { variants: [] }, 'Error loading product: This product has no price yet.'],
  [
    'variants without prices',
    { variants: [{ id: 'm-v', title: 'Standard', manage_inventory: false }] },
    'Error loading product: This product has no price yet.',
  ],
  [
    'no title',
    { title: null, variants: [{ id: 'm-v', title: 'Standard', prices: [{ amount: 1 }] }] },
    'Error loading product: The store sent a response that could not be read.',
  ],
];

for (const [what, fields, expected] of malformed) {
  hostile(`should end in a usable state for ${what}`, async () => {
    const id = `malformed-${what.replace(/\W+/g, '-')}`;
    await emulator('product', { id, title: 'Odd Pot', purchasable: true, ...fields });
    const page = await visit(`/product/${id}`);
    if (expected === 'loaded') {
      await page.locator('[data-product-state="loaded"]').waitFor();
      assert.ok(await page.getByRole('heading', { name: 'Odd Pot', level: 1 }).isVisible());
      assert.ok(await page.getByRole('button', { name: 'Add to Cart' }).isEnabled());
    } else {
      await page.locator('[data-product-state="error"]').waitFor();
      assert.is(await page.getByRole('alert').textContent(), expected);
      assert.ok(await page.getByRole('link', { name: 'Go back' }).isVisible());
    }
    assert.equal(pageErrors(page), []);
    await page.close();
  });
}

hostile.run();
