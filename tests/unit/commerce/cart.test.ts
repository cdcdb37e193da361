import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { CartProduct, CartVariant } from '../../../site/core/commerce/types.ts';
import {
  addLine,
  clampQuantity,
  parseCart,
  removeLine,
  setLineQuantity,
  STATIC_STOCK_LIMIT,
  stockProblem,
  totalQuantity,
  type CartLine,
} from '../../../site/core/commerce/cart.ts';
import { COMMERCE_MESSAGES } from '../../../site/core/lib/spec-messages.ts';

const mug: CartProduct = { id: 'speckled-mug', title: 'Speckled Mug', image: 'http://api/images/mug.svg' };
const teal: CartVariant = {
  id: 'mug-teal',
  title: 'Glaze Teal',
  price_in_cents: 1800,
  sale_price_in_cents: null,
  price_formatted: '€18.00',
  sale_price_formatted: null,
  currency_info: { code: 'eur', symbol: '€' },
  manage_inventory: true,
  inventory_quantity: 2,
};
const chai: CartProduct = { id: 'masala-chai', title: 'Masala Chai', image: 'images/menu/chai.svg' };
const chaiVariant: CartVariant = {
  id: 'masala-chai',
  title: 'Standard',
  price_in_cents: 16000,
  sale_price_in_cents: null,
  price_formatted: '₹160',
  sale_price_formatted: null,
  currency_info: { code: 'INR', symbol: '₹' },
  manage_inventory: false,
};

const add = suite('cart: add rules (SPEC §4, §5)');

add('should add a new line, then raise the quantity of the same variant instead of adding another', () => {
  const one = addLine([], chai, chaiVariant, 1, STATIC_STOCK_LIMIT);
  assert.ok(one.ok);
  const two = addLine(one.lines, chai, chaiVariant, 1, STATIC_STOCK_LIMIT);
  assert.equal(two.lines.length, 1);
  assert.equal(two.lines[0]!.quantity, 2);
});

add('should reject an add over managed stock with the exact message and keep the cart', () => {
  const first = addLine([], mug, teal, 2);
  assert.ok(first.ok);
  const over = addLine(first.lines, mug, teal, 1);
  assert.not.ok(over.ok);
  assert.is(!over.ok && over.error, COMMERCE_MESSAGES.notEnoughStockCart('Speckled Mug', 'Glaze Teal', 2));
  assert.equal(over.lines, first.lines);
});

add("should check against the stock passed in, not only the variant's own number", () => {
  const r = addLine([], mug, { ...teal, inventory_quantity: 50 }, 3, 2);
  assert.is(!r.ok && r.error, COMMERCE_MESSAGES.notEnoughStockCart('Speckled Mug', 'Glaze Teal', 2));
});

add('should never apply the stock rule to unmanaged menu items, but stop a line at 999', () => {
  let lines: CartLine[] = [];
  lines = addLine(lines, chai, chaiVariant, 998, STATIC_STOCK_LIMIT).lines;
  lines = addLine(lines, chai, chaiVariant, 5, STATIC_STOCK_LIMIT).lines;
  assert.is(lines[0]!.quantity, 999);
});

add('should treat quantities typed as 0, negative, fractional or junk as 1', () => {
  for (const q of [0, -4, Number.NaN, Number.POSITIVE_INFINITY * -1]) {
    assert.is(addLine([], chai, chaiVariant, q).lines[0]!.quantity, 1, `quantity ${q}`);
  }
  assert.is(clampQuantity('abc'), 1);
  assert.is(clampQuantity(2.7), 2);
  assert.is(clampQuantity(1e12), 999);
  assert.is(clampQuantity('12'), 12);
});

add.run();

const edit = suite('cart: change, remove, clear');

const twoLines = (): CartLine[] => [
  { product: chai, variant: chaiVariant, quantity: 3 },
  { product: mug, variant: teal, quantity: 1 },
];

edit('should never take a quantity below 1 with the minus button', () => {
  const lines = setLineQuantity(twoLines(), 'mug-teal', 0);
  assert.is(lines[1]!.quantity, 1);
  assert.is(setLineQuantity(twoLines(), 'masala-chai', -10)[0]!.quantity, 1);
});

edit('should not raise a managed line above its stock', () => {
  assert.is(setLineQuantity(twoLines(), 'mug-teal', 9)[1]!.quantity, 2);
});

edit('should remove one line and count the rest', () => {
  const lines = removeLine(twoLines(), 'masala-chai');
  assert.equal(
    lines.map((l) => l.variant.id),
    ['mug-teal'],
  );
  assert.is(totalQuantity(twoLines()), 4);
  assert.is(totalQuantity([]), 0);
});

edit('should name the first line holding more than its stock', () => {
  const lines = twoLines();
  lines[1] = { ...lines[1]!, quantity: 3 };
  assert.is(stockProblem(lines), COMMERCE_MESSAGES.notEnoughStockCart('Speckled Mug', 'Glaze Teal', 2));
  assert.is(stockProblem(twoLines()), null);
});

edit.run();

const stored = suite('cart: what is read back from localStorage');

stored('should ignore anything that is not an array', () => {
  for (const raw of [null, 'cart', 42, { lines: [] }]) assert.is(parseCart(raw), undefined);
});

stored('should drop lines of the wrong shape and keep the good ones', () => {
  const good = { product: chai, variant: chaiVariant, quantity: 2 };
  const lines = parseCart([
    good,
    { product: { id: 1 }, variant: chaiVariant, quantity: 1 },
    { product: chai, variant: { ...chaiVariant, price_in_cents: 'free' }, quantity: 1 },
    { product: chai, variant: chaiVariant, quantity: 0 },
    { product: mug, variant: teal, quantity: -3 },
    'line',
    null,
  ]);
  assert.equal(lines, [good]);
});

stored('should bound huge stored quantities and keep a variant once', () => {
  const lines = parseCart([
    { product: chai, variant: chaiVariant, quantity: 1e9 },
    { product: chai, variant: chaiVariant, quantity: 4 },
  ])!;
  assert.is(lines.length, 1);
  assert.is(lines[0]!.quantity, 999);
});

stored.run();
