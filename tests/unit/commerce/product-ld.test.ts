import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { productLd } from '../../../site/core/commerce/product-ld.ts';
import type { StoreProduct, StoreVariant } from '../../../site/core/commerce/types.ts';

const variant = (id: string, amount: number, extra: Partial<StoreVariant> = {}): StoreVariant => ({
  id,
  title: id,
  manage_inventory: false,
  prices: [{ amount, sale_amount: null, currency_code: 'inr' }],
  ...extra,
});
const product = (extra: Partial<StoreProduct> = {}): StoreProduct => ({
  id: 'speckled-mug',
  title: 'Speckled Mug',
  purchasable: true,
  variants: [variant('standard', 145000, { sku: 'MUG-1' })],
  ...extra,
});
const URL = 'https://www.theclaytable.in/product/speckled-mug';
const asJson = (value: unknown): any => JSON.parse(JSON.stringify(value));

const ld = suite('productLd: a store product as schema.org Product');

ld('should give name, description text, pictures and one offer with the price, its currency and stock', () => {
  const data = asJson(
    productLd({
      product: product(),
      description: 'Glazed stoneware.',
      images: ['https://cdn.example/a.jpg'],
      url: URL,
    }),
  );
  assert.equal(data, {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Speckled Mug',
    description: 'Glazed stoneware.',
    image: ['https://cdn.example/a.jpg'],
    url: URL,
    offers: {
      '@type': 'Offer',
      sku: 'MUG-1',
      price: '1450.00',
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: URL,
    },
  });
});

ld('should offer each variant by name at the price the guest pays (the sale price when there is one)', () => {
  const sale = variant('large', 180000, {
    prices: [{ amount: 180000, sale_amount: 150050, currency: { code: 'EUR', symbol: '€' } }],
  });
  const data = asJson(
    productLd({ product: product({ variants: [variant('small', 99900), sale] }), description: '', images: [] }),
  );
  assert.equal(
    data.offers.map((o: any) => [o.name, o.price, o.priceCurrency]),
    [
      ['small', '999.00', 'INR'],
      ['large', '1500.50', 'EUR'],
    ],
  );
  assert.not.ok(
    'description' in data || 'image' in data || 'url' in data,
    "nothing empty, and no address without the site's",
  );
});

ld('should say out of stock when the product is not for sale, or a managed variant has none left', () => {
  const availability = (p: StoreProduct) =>
    asJson(productLd({ product: p, description: '', images: [] })).offers.availability;
  assert.is(availability(product({ purchasable: false })), 'https://schema.org/OutOfStock');
  assert.is(
    availability(product({ variants: [variant('v', 100, { manage_inventory: true, inventory_quantity: 0 })] })),
    'https://schema.org/OutOfStock',
  );
  assert.is(
    availability(product({ variants: [variant('v', 100, { manage_inventory: true, inventory_quantity: 3 })] })),
    'https://schema.org/InStock',
  );
  assert.is(
    availability(product({ variants: [variant('v', 100, { manage_inventory: false, inventory_quantity: 0 })] })),
    'https://schema.org/InStock',
    'unmanaged stock never runs out',
  );
});

ld.run();
