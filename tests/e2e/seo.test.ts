import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { emulator, holdRequests, newPage, pageErrors, SITE } from './harness.ts';

const productLd = (page: Page) => page.locator('head script[type="application/ld+json"][data-product-ld]');
const canonical = (page: Page) => page.locator('head link[rel="canonical"]');

const product = suite("search engines: a product page's structured data");
product.before(async () => {
  await (await newPage()).close();
});
product.before.each(async () => {
  await emulator('reset');
});

product(
  'should put the product in <head> as JSON-LD once it has loaded, with its canonical address, and not before',
  async () => {
    const page = await newPage();
    const release = await holdRequests(page, '**/products/speckled-mug');
    await page.goto(`${SITE}/product/speckled-mug`);
    await page.getByText('Loading...').waitFor();
    assert.is(await productLd(page).count(), 0, 'no product yet');
    // The page of a product the store lists is built with its address; the island keeps it.
    assert.is(await canonical(page).getAttribute('href'), `${SITE}/product/speckled-mug`);
    release();
    // A listed product's page wakes React at the guest's first approach.
    await page.locator('main h1').hover();
    await page.locator('[data-product-state="loaded"]').waitFor();

    assert.is(await productLd(page).count(), 1);
    const ld = JSON.parse((await productLd(page).textContent())!);
    const url = `${SITE}/product/speckled-mug`;
    assert.is(ld['@context'], 'https://schema.org');
    assert.is(ld['@type'], 'Product');
    assert.is(ld.name, await page.locator('h1').textContent());
    assert.match(ld.description, /^Our most-loved mug, thrown on the wheel and dipped in a food-safe speckled glaze\./);
    assert.ok(
      ld.image.length === 3 && ld.image.every((src: string) => /^http:\/\/(localhost|127\.0\.0\.1):\d+\//.test(src)),
      ld.image,
    );
    assert.is(ld.url, url);
    assert.equal(
      ld.offers.map((o: any) => [
        o.name,
        o.sku,
        o.price,
        o.priceCurrency,
        o.availability.replace('https://schema.org/', ''),
      ]),
      [
        ['Terracotta', 'CT-MUG-TER', '1250.00', 'INR', 'InStock'],
        ['Glaze Teal', 'CT-MUG-TEA', '1450.00', 'INR', 'InStock'],
        ['Mustard', 'CT-MUG-MUS', '1450.00', 'INR', 'OutOfStock'],
      ],
    );
    assert.is(await canonical(page).getAttribute('href'), url);
    // The café's graph the page was built with is still there, once.
    assert.is(await page.locator('head script[type="application/ld+json"]:not([data-product-ld])').count(), 1);
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

product('should keep hostile product text inside the data block: it parses back, and nothing runs', async () => {
  const title = 'Pot </script><script>window.__pwned=1</script><!--';
  await emulator('product', {
    id: 'ld-pot',
    title,
    purchasable: true,
    description: '<p>A <b>pot</b> &lt;/script&gt;</p>',
    variants: [
      {
        id: 'ld-v',
        title: 'Standard',
        manage_inventory: true,
        inventory_quantity: 0,
        prices: [{ amount: 99900, currency_code: 'inr' }],
      },
    ],
  });
  const page = await newPage();
  await page.goto(`${SITE}/product/ld-pot`);
  await page.locator('[data-product-state="loaded"]').waitFor();
  assert.is(await productLd(page).count(), 1);
  const ld = JSON.parse((await productLd(page).textContent())!);
  assert.is(ld.name, title);
  assert.is(ld.description, 'A pot </script>');
  assert.equal([ld.offers.price, ld.offers.availability], ['999.00', 'https://schema.org/OutOfStock']);
  assert.is(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined);
  assert.is(
    await page.locator('head script').count(),
    4,
    'the theme script, the boot module, the café graph and the product block: no other',
  );
  assert.equal(pageErrors(page), []);
  await page.close();
});

product.run();

const notFound = suite('search engines: an unknown address');
notFound.before(async () => {
  await (await newPage()).close(); // the site's server is up
});

notFound(
  'should answer 404 with the not-found page, which asks not to be indexed and names no address of its own',
  async () => {
    const response = await fetch(`${SITE}/no-such-page`);
    assert.is(response.status, 404);
    const html = await response.text();
    assert.ok(html.includes('<meta name="robots" content="noindex">'));
    assert.not.ok(html.includes('rel="canonical"'));
    assert.not.ok(html.includes('og:url'));
  },
);

notFound.run();
