import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatRupees, rupeesToPaise } from '../../site/lib/format-price.ts';

const format = suite('formatRupees');

format('should show whole rupees from paise with no decimals by default (menu)', () => {
  assert.is(formatRupees(29000), '₹290');
  assert.is(formatRupees(16000), '₹160');
  assert.is(formatRupees(0), '₹0');
});

format('should show two decimals when asked (cart)', () => {
  assert.is(formatRupees(29000, { decimals: 2 }), '₹290.00');
  assert.is(formatRupees(29050, { decimals: 2 }), '₹290.50');
  assert.is(formatRupees(5, { decimals: 2 }), '₹0.05');
});

format('should group digits the Indian way', () => {
  assert.is(formatRupees(149900), '₹1,499');
  assert.is(formatRupees(10000000), '₹1,00,000');
  assert.is(formatRupees(1234567800), '₹1,23,45,678');
  assert.is(formatRupees(1234567890, { decimals: 2 }), '₹1,23,45,678.90');
  assert.is(formatRupees(99900), '₹999');
});

format('should round to the nearest rupee when decimals are hidden', () => {
  assert.is(formatRupees(29049), '₹290');
  assert.is(formatRupees(29051), '₹291');
});

format('should keep the sign of a negative amount in front', () => {
  assert.is(formatRupees(-50000), '-₹500');
});

format('should convert whole rupees to paise', () => {
  assert.is(rupeesToPaise(1499), 149900);
  assert.is(rupeesToPaise(0), 0);
});

format.run();
