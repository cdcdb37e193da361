import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkA11y, emulator, newPage, pageErrors, SITE, visit } from './harness.ts';
import { SAVE_DATA } from './save-data.ts';

const store = suite('store page');
store.before(async () => {
  await (await newPage()).close();
  await emulator('reset');
});

store("should list the catalogue's products with live prices, each linking to its product page", async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/store', { colorScheme });
    assert.is(await page.locator('h1').textContent(), 'Shop Online');
    const cards = page.locator('[data-store-product]');
    assert.is(await cards.count(), 5);
    const mug = page.locator('[data-store-product="speckled-mug"]');
    await mug.locator('[data-price] s').waitFor();
    // Lowest variant price, sale preferred; the gift set shows its first variant (site_product_selection).
    assert.is(await mug.locator('[data-price]').textContent(), 'Price: ₹1,250.00₹1,450.00');
    await page.locator('[data-store-product="paint-at-home-kit"] [data-price] span').first().waitFor();
    assert.is(
      await page.locator('[data-store-product="paint-at-home-kit"] [data-price]').textContent(),
      'Price: ₹2,400.00',
    );
    assert.is(
      await page.locator('[data-store-product="dinner-plate-set"] [data-price]').textContent(),
      'Price: ₹3,200.00',
    );
    await checkA11y(page);
    if (colorScheme === 'light') {
      await mug.getByRole('link').click();
      await page.waitForURL(`${SITE}/product/speckled-mug`);
      await page.locator('main h1').hover();
      await page.locator('[data-product-state="loaded"]').waitFor();
    }
    assert.equal(pageErrors(page), []);
    await page.close();
  }
});

store('should fill in the live prices without loading React', async () => {
  // Save-Data: no idle prefetch (client/page-quiet.ts), so what is fetched is what a tap asks for.
  const page = await newPage({ init: SAVE_DATA });
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(`${SITE}/store`);
  await page.waitForFunction(() => document.querySelectorAll('[data-price] .pending').length === 0);
  assert.is(
    await page.locator('[data-store-product="speckled-mug"] [data-price]').textContent(),
    'Price: ₹1,250.00₹1,450.00',
  );
  assert.not.ok(
    scripts.some((url) => /hydrate-component/.test(url)),
    scripts.join('\n'),
  );
  assert.equal(pageErrors(page), []);
  await page.close();
});

store('should still list the products, each saying its price is unavailable, when the API is down', async () => {
  const page = await newPage();
  await page.route('**/store/clay-table-blr/**', (route) => route.abort());
  await page.goto(`${SITE}/store`);
  await page.locator('[data-store-product]').first().waitFor();
  assert.is(await page.locator('[data-store-product]').count(), 5);
  await page.waitForFunction(() => !document.querySelector('[data-price] .pending'));
  assert.equal(await page.locator('[data-price]').allTextContents(), Array(5).fill('Price unavailable right now'));
  await page.close();
});

store.run();
