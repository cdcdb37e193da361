import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { displayPrice, priceVariant } from '../../../site/core/commerce/price.ts';
import type { StoreVariant } from '../../../site/core/commerce/types.ts';

const variant = (
  id: string,
  amount: number,
  sale?: number | null,
  extra: Partial<StoreVariant> = {},
): StoreVariant => ({
  id,
  title: id,
  manage_inventory: false,
  prices: [{ amount, sale_amount: sale ?? null }],
  ...extra,
});

const derive = suite('price: derived variant prices and the displayed price (SPEC §3, §7.1)');

derive('should derive cents and formatted prices from the first price, in euro by default', () => {
  const v = priceVariant(variant('a', 1800, 1500));
  assert.is(v.price_in_cents, 1800);
  assert.is(v.sale_price_in_cents, 1500);
  assert.is(v.price_formatted, '₹18.00');
  assert.is(v.sale_price_formatted, '₹15.00');
  assert.equal(v.currency_info, { code: 'INR', symbol: '₹' });
  const none = priceVariant(variant('b', 900));
  assert.is(none.sale_price_in_cents, null);
  assert.is(none.sale_price_formatted, null);
});

derive('should show the lowest variant price, preferring the sale amount', () => {
  const p = displayPrice({
    site_product_selection: 'lowest_price_first',
    variants: [variant('a', 4200), variant('b', 7800, 3900), variant('c', 4000)],
  });
  assert.equal(p, { cents: 3900, formatted: '₹39.00', regularFormatted: '₹78.00' });
  const nullSelection = displayPrice({
    site_product_selection: null,
    variants: [variant('a', 4200), variant('c', 4000)],
  });
  assert.is(nullSelection?.formatted, '₹40.00');
});

derive('should use the first variant when site_product_selection says otherwise', () => {
  const p = displayPrice({
    site_product_selection: 'first_variant',
    variants: [variant('family', 5900), variant('mug', 2900)],
  });
  assert.is(p?.formatted, '₹59.00');
  assert.is(p?.regularFormatted, null);
});

derive('should have no price for a product without variants', () => {
  assert.is(displayPrice({ variants: [] }), null);
});

derive.run();
