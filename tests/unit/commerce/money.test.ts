import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  DEFAULT_CURRENCY,
  formatMoney,
  formatTotals,
  INR,
  rupeesToPaise,
  USD,
} from '../../../site/core/commerce/money.ts';

const money = suite('formatMoney: every price the site shows (SPEC §9)');

money('should show rupees with Indian grouping: whole on menu and package cards, two decimals in the cart', () => {
  assert.is(formatMoney(29000, INR, { decimals: 0 }), '₹290');
  assert.is(formatMoney(149900, INR, { decimals: 0 }), '₹1,499');
  assert.is(formatMoney(430000, INR), '₹4,300.00');
  assert.is(formatMoney(10000000, INR, { decimals: 0 }), '₹1,00,000');
  assert.is(formatMoney(1234567890, INR), '₹1,23,45,678.90');
  assert.is(formatMoney(5, INR), '₹0.05');
  assert.is(formatMoney(0, INR, { decimals: 0 }), '₹0');
});

money('should round half up, and only here', () => {
  assert.is(formatMoney(29049, INR, { decimals: 0 }), '₹290');
  assert.is(formatMoney(29050, INR, { decimals: 0 }), '₹291');
  assert.is(formatMoney(2334458 / 100, USD), '$233.45');
  assert.is(formatMoney(23345.5, USD), '$233.46');
});

money('should group each currency the way its own country does', () => {
  assert.is(formatMoney(123456789, USD), '$1,234,567.89');
  assert.is(formatMoney(123456789, { code: 'EUR' }), '€1,234,567.89');
  assert.is(formatMoney(1500, { code: 'gbp' }), '£15.00');
});

money(
  'should default prices that name no currency to the rupee (the café is in India), and use the API template, else its symbol, else the code',
  () => {
    assert.is(formatMoney(1800), '₹18.00');
    assert.is(formatMoney(1999, null), '₹19.99');
    assert.is(formatMoney(1800, DEFAULT_CURRENCY), '₹18.00');
    assert.is(formatMoney(150000, { code: 'eur', symbol: '€', template: '{{amount}} €' }), '1,500.00 €');
    assert.is(formatMoney(1500, { code: 'usd', template: '{{symbol}}{{amount}} {{code}}' }), '$15.00 USD');
    assert.is(
      formatMoney(1500, { code: 'usd', template: '{{amount}} and {{ amount }}' }),
      '15.00 and 15.00',
      'every placeholder, every time',
    );
    assert.is(
      formatMoney(1500, { code: 'usd', template: '{{amount}}!' }),
      '15.00!',
      'the template is read afresh each call',
    );
    assert.is(formatMoney(1500, { code: 'chf' }), 'CHF 15.00');
  },
);

money('should keep the sign of a negative amount in front and never print NaN', () => {
  assert.is(formatMoney(-50000, INR, { decimals: 0 }), '-₹500');
  assert.is(formatMoney(Number.NaN), '₹0.00');
});

money('should add totals of several currencies with a plus', () => {
  assert.is(
    formatTotals([
      { currency: INR, minor: 70000 },
      { currency: { code: 'eur', symbol: '€' }, minor: 4200 },
    ]),
    '₹700.00 + €42.00',
  );
  assert.is(formatTotals([]), '₹0.00');
});

money('should convert whole rupees to paise', () => {
  assert.is(rupeesToPaise(1499), 149900);
  assert.is(rupeesToPaise(0), 0);
});

money.run();
