import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { priceBoxSign } from '../../../editor/form/price-box-words.ts';
import { DEFAULT_CURRENCY, formatMoney } from '../../../site/core/commerce/money.ts';
import { priceVariant } from '../../../site/core/commerce/price.ts';
import { storedPrice, typedPrice } from '../../../site/core/commerce/price-units.ts';
import { twelveHourTime } from '../../../site/core/lib/cafe-clock.ts';
import { formatLongDate } from '../../../site/core/lib/dates.ts';
import { escapeSegment, pointerOf, pointerSegments, segmentsOf } from '../../../site/core/lib/json-pointer.ts';

/* The rules that had copies across the site, the editor and scripts/, each now in the core once. */
const rules = suite('the core: one home for each rule');

rules('should default a price that names no currency to the rupee on the site and in the editor alike', () => {
  assert.equal(DEFAULT_CURRENCY, { code: 'INR', symbol: '₹' });
  assert.is(
    priceVariant({ id: 'v', title: 'Mug', manage_inventory: false, prices: [{ amount: 45000 }] }).price_formatted,
    '₹450.00',
  );
  assert.is(formatMoney(45000), '₹450.00');
  assert.is(priceBoxSign(undefined), '₹');
  assert.is(priceBoxSign('eur'), '€');
});

rules('should turn typed prices into stored ones and back by the unit', () => {
  assert.is(storedPrice('₹1,299.5', 'paise'), 129950);
  assert.is(storedPrice('4500', 'rupees'), 4500);
  assert.is(typedPrice(29050, 'paise'), '290.50');
  assert.is(typedPrice(4500, 'rupees'), '4500');
});

rules('should write times on the 12-hour clock, in full or short', () => {
  assert.is(twelveHourTime(22 * 60), '10:00 PM');
  assert.is(twelveHourTime(0), '12:00 AM');
  assert.is(twelveHourTime(26 * 60), '2:00 AM', 'past midnight');
  assert.is(twelveHourTime(22 * 60, { short: true }), '10 PM');
  assert.is(twelveHourTime(11 * 60 + 30, { short: true, am: 'am', pm: 'pm' }), '11:30 am');
});

rules('should write a long date with or without its weekday', () => {
  assert.is(formatLongDate('2025-11-14'), '14 November 2025');
  assert.match(formatLongDate('2025-10-05', 'en-GB', { weekday: true }), /^Sunday,? 5 October 2025$/);
});

rules('should escape and read JSON pointers (RFC 6901) one way everywhere', () => {
  assert.is(escapeSegment('a/b~c'), 'a~1b~0c');
  assert.is(pointerOf(['menu', 3, 'a/b']), '/menu/3/a~1b');
  assert.equal(segmentsOf('/menu/3/a~1b'), ['menu', '3', 'a/b']);
  assert.equal(pointerSegments('/menu/3/a~1b'), ['menu', 3, 'a/b']);
});

rules.run();
