import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { STORE_MESSAGES } from '../../../site/core/lib/spec-messages.ts';
import { parseProduct } from '../../../site/core/commerce/parse-product.ts';

const variant = {
  id: 'v',
  title: 'Blue',
  prices: [{ amount: 1200, currency: { code: 'inr', symbol: '₹' } }],
  manage_inventory: true,
  inventory_quantity: 3,
};
const product = { id: 'mug', title: 'Mug', purchasable: true, variants: [variant] };
const fails = (data: unknown) => {
  try {
    parseProduct(data);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

const parse = suite('parseProduct: call 1 from a hostile or broken API');

parse('should keep a well-formed product', () => {
  const p = parseProduct({
    ...product,
    images: [{ url: 'https://cdn.example/a.jpg' }],
    additional_info: [{ id: 'care', order: 1, title: 'Care', description: '<p>Wash</p>' }],
  });
  assert.is(p.title, 'Mug');
  assert.equal(p.images, [{ url: 'https://cdn.example/a.jpg' }]);
  assert.is(p.variants[0]!.prices[0]!.amount, 1200);
  assert.is(p.additional_info![0]!.title, 'Care');
});

parse('should drop broken images, info sections and option values instead of failing', () => {
  const p = parseProduct({
    ...product,
    images: [null, 7, { url: 'javascript:alert(1)' }, { url: 'https://cdn.example/ok.jpg' }],
    thumbnail: { url: 'x' },
    additional_info: 'not a list',
    options: [{ id: 'colour', title: 'Colour', values: [null, { id: 'x' }] }, 'junk'],
    description: 42,
  });
  assert.equal(p.images, [{ url: 'https://cdn.example/ok.jpg' }]);
  assert.is(p.thumbnail, null);
  assert.equal(p.additional_info, []);
  assert.equal(p.options, [{ id: 'colour', title: 'Colour', values: [] }]);
  assert.is(p.description, null);
});

parse('should drop variants without a usable price, and fail when none is left', () => {
  const p = parseProduct({
    ...product,
    variants: [variant, { id: 'w', title: 'Red' }, { id: 'x', title: 'Green', prices: [{ amount: 'ten' }] }, null],
  });
  assert.equal(
    p.variants.map((v) => v.id),
    ['v'],
  );
  assert.is(fails({ ...product, variants: [] }), STORE_MESSAGES.noPurchasableVariant);
  assert.is(fails({ ...product, variants: 'none' }), STORE_MESSAGES.noPurchasableVariant);
  assert.is(
    fails({ ...product, variants: [{ id: 'w', title: 'Red', prices: [] }] }),
    STORE_MESSAGES.noPurchasableVariant,
  );
  assert.is(
    fails({ ...product, variants: [{ ...variant, prices: [{ amount: -5 }] }] }),
    STORE_MESSAGES.noPurchasableVariant,
  );
});

parse('should fail on what is not a product at all', () => {
  for (const data of [
    null,
    [],
    'mug',
    { id: 'mug' },
    { title: 'Mug', variants: [variant] },
    { id: 3, title: 'Mug', variants: [variant] },
  ]) {
    assert.is(fails(data), STORE_MESSAGES.badResponse, JSON.stringify(data));
  }
});

parse.run();
