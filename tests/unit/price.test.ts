import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatCents } from '../../site/commerce/format-price.ts';
import { displayPrice, priceVariant } from '../../site/commerce/price.ts';
import type { StoreVariant } from '../../site/commerce/types.ts';

const format = suite('price: currency formatting (SPEC §9)');

format('should divide cents by 100 with two decimals and default to the euro sign', () => {
  assert.is(formatCents(1800), '€18.00');
  assert.is(formatCents(1999, null), '€19.99');
  assert.is(formatCents(5), '€0.05');
});

format('should use the currency template, else its symbol, else a known symbol or the code', () => {
  assert.is(formatCents(1500, { code: 'eur', symbol: '€', template: '{{amount}} €' }), '15.00 €');
  assert.is(formatCents(1500, { code: 'usd', template: '{{symbol}}{{amount}} {{code}}' }), '$15.00 USD');
  assert.is(formatCents(35000, { code: 'INR', symbol: '₹' }), '₹350.00');
  assert.is(formatCents(1500, { code: 'gbp' }), '£15.00');
  assert.is(formatCents(1500, { code: 'chf' }), 'CHF 15.00');
});

format('should not print NaN for a broken amount', () => {
  assert.is(formatCents(Number.NaN), '€0.00');
});

format.run();

const variant = (id: string, amount: number, sale?: number | null, extra: Partial<StoreVariant> = {}): StoreVariant => ({
  id, title: id, manage_inventory: false, prices: [{ amount, sale_amount: sale ?? null }], ...extra,
});

const derive = suite('price: derived variant prices and the displayed price (SPEC §3, §7.1)');

derive('should derive cents and formatted prices from the first price, in euro by default', () => {
  const v = priceVariant(variant('a', 1800, 1500));
  assert.is(v.price_in_cents, 1800);
  assert.is(v.sale_price_in_cents, 1500);
  assert.is(v.price_formatted, '€18.00');
  assert.is(v.sale_price_formatted, '€15.00');
  assert.equal(v.currency_info, { code: 'eur', symbol: '€' });
  const none = priceVariant(variant('b', 900));
  assert.is(none.sale_price_in_cents, null);
  assert.is(none.sale_price_formatted, null);
});

derive('should show the lowest variant price, preferring the sale amount', () => {
  const p = displayPrice({ site_product_selection: 'lowest_price_first', variants: [variant('a', 4200), variant('b', 7800, 3900), variant('c', 4000)] });
  assert.equal(p, { cents: 3900, formatted: '€39.00', regularFormatted: '€78.00' });
  const nullSelection = displayPrice({ site_product_selection: null, variants: [variant('a', 4200), variant('c', 4000)] });
  assert.is(nullSelection?.formatted, '€40.00');
});

derive('should use the first variant when site_product_selection says otherwise', () => {
  const p = displayPrice({ site_product_selection: 'first_variant', variants: [variant('family', 5900), variant('mug', 2900)] });
  assert.is(p?.formatted, '€59.00');
  assert.is(p?.regularFormatted, null);
});

derive('should have no price for a product without variants', () => {
  assert.is(displayPrice({ variants: [] }), null);
});

derive.run();
