import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { menuCartItem, packageCartItem, storeCartItem, type CartLine } from '../../../site/core/commerce/cart.ts';
import type { ProductOffer } from '../../../site/core/commerce/parse-product.ts';
import { priceVariant } from '../../../site/core/commerce/price.ts';
import { parsePublishedPrices, publishedPrices } from '../../../site/commerce/published-prices.ts';
import {
  cafePricesNow,
  NO_LONGER_SOLD,
  priceChangeToast,
  reconcilePrices,
  storePricesNow,
  type CurrentPrice,
} from '../../../site/commerce/reconcile-prices.ts';
import type { StoreVariant } from '../../../site/core/commerce/types.ts';
import { CART_PRICE_MESSAGES } from '../../../site/core/lib/spec-messages.ts';

const dish = (id: string, name: string, price: number, quantity = 1): CartLine => ({
  ...menuCartItem({ id, name, price }, '/x.svg'),
  quantity,
});
const mugVariant = (id: string, title: string, amount: number, sale: number | null = null): StoreVariant => ({
  id,
  title,
  prices: [{ amount, sale_amount: sale, currency_code: 'eur' }],
  manage_inventory: true,
  inventory_quantity: 10,
});
const mugLine = (variant: StoreVariant, quantity = 1): CartLine => ({
  ...storeCartItem({ id: 'mug', title: 'Mug' }, priceVariant(variant), null),
  quantity,
});
const published = (items: Record<string, number>) => ({
  commerce: { apiBase: 'http://api.test', storeId: 's' },
  items,
});

const cafe = suite('cart prices: dishes and packages');

cafe('should update a dish whose published price changed, and name it with both prices', () => {
  const lines = [dish('paneer-tikka', 'Paneer Tikka', 29000, 2), dish('masala-chai', 'Masala Chai', 12000)];
  const now = cafePricesNow(lines, published({ 'menu-paneer-tikka': 31000, 'menu-masala-chai': 12000 }));
  const result = reconcilePrices(lines, now);
  assert.is(result.lines[0]!.variant.price_in_cents, 31000);
  assert.is(result.lines[0]!.variant.price_formatted, '₹310.00');
  assert.is(result.lines[0]!.quantity, 2);
  assert.is(result.lines[1], lines[1], 'an unchanged line is the same line');
  assert.equal(result.changed, [{ name: 'Paneer Tikka', now: '₹310.00', was: '₹290.00' }]);
  assert.equal(priceChangeToast(result), {
    title: CART_PRICE_MESSAGES.title,
    description: 'Paneer Tikka is now ₹310.00 (was ₹290.00).',
  });
});

cafe('should leave the cart as it is, and say nothing, when no price changed', () => {
  const lines = [dish('paneer-tikka', 'Paneer Tikka', 29000)];
  const result = reconcilePrices(lines, cafePricesNow(lines, published({ 'menu-paneer-tikka': 29000 })));
  assert.is(result.lines[0], lines[0]);
  assert.is(priceChangeToast(result), null);
});

cafe('should take out a dish the menu no longer lists, and say so in the same toast as a change', () => {
  const lines = [dish('paneer-tikka', 'Paneer Tikka', 29000), dish('lemon-tart', 'Lemon Tart', 22000)];
  const result = reconcilePrices(lines, cafePricesNow(lines, published({ 'menu-paneer-tikka': 31000 })));
  assert.equal(
    result.lines.map((l) => l.product.title),
    ['Paneer Tikka'],
  );
  assert.equal(result.removed, ['Lemon Tart']);
  assert.is(
    priceChangeToast(result)?.description,
    'Paneer Tikka is now ₹310.00 (was ₹290.00). Lemon Tart is no longer sold, so it was taken out of your cart.',
  );
});

cafe('should name several changes in one toast, with how many', () => {
  const lines = [
    dish('a', 'Paneer Tikka', 29000),
    dish('b', 'Masala Chai', 12000),
    {
      ...packageCartItem(
        { id: 'p', subTitle: 'Party Package', price: 750, note: '', type: 'perPerson', content: {}, terms: [] },
        '/x.svg',
      ),
      quantity: 1,
    },
  ];
  const result = reconcilePrices(
    lines,
    cafePricesNow(lines, published({ 'menu-a': 31000, 'menu-b': 10000, 'package-p': 80000 })),
  );
  assert.is(
    priceChangeToast(result)?.description,
    '3 prices changed: Paneer Tikka is now ₹310.00 (was ₹290.00); Masala Chai is now ₹100.00 (was ₹120.00); Party Package is now ₹800.00 (was ₹750.00).',
  );
});

cafe('should list several lines taken out together', () => {
  const lines = [dish('a', 'Lemon Tart', 1), dish('b', 'Brownie', 1), dish('c', 'Cookie', 1)];
  assert.is(
    priceChangeToast(reconcilePrices(lines, cafePricesNow(lines, published({}))))?.description,
    'Lemon Tart, Brownie and Cookie are no longer sold, so they were taken out of your cart.',
  );
});

cafe("should leave the store's products to the store", () => {
  const lines = [mugLine(mugVariant('blue', 'Blue', 2500))];
  assert.is(cafePricesNow(lines, published({})).size, 0);
});

const store = suite('cart prices: the store’s products');

store('should update a variant whose store price changed, sale price included', () => {
  const lines = [mugLine(mugVariant('blue', 'Blue', 2500), 3)];
  const offer: ProductOffer = {
    purchasable: true,
    site_product_selection: null,
    variants: [mugVariant('blue', 'Blue', 2500, 2000)],
  };
  const result = reconcilePrices(lines, storePricesNow(lines, new Map([['mug', offer]])));
  assert.is(result.lines[0]!.variant.sale_price_in_cents, 2000);
  assert.is(result.lines[0]!.variant.inventory_quantity, 10, 'what the line knew of its stock stays');
  assert.equal(result.changed, [{ name: 'Mug', now: '€20.00', was: '€25.00' }]);
});

store('should take out a variant the product no longer has, or a product no longer for sale or gone', () => {
  const lines = [mugLine(mugVariant('blue', 'Blue', 2500)), mugLine(mugVariant('red', 'Red', 2500))];
  const offer: ProductOffer = {
    purchasable: true,
    site_product_selection: null,
    variants: [mugVariant('blue', 'Blue', 2500)],
  };
  const result = reconcilePrices(lines, storePricesNow(lines, new Map([['mug', offer]])));
  assert.equal(result.removed, ['Mug (Red)'], 'two lines of one product are told apart by their variant');
  assert.is(result.lines.length, 1);
  const closed = storePricesNow(lines, new Map([['mug', { ...offer, purchasable: false }]]));
  assert.is(reconcilePrices(lines, closed).lines.length, 0);
  assert.is(reconcilePrices(lines, storePricesNow(lines, new Map([['mug', null]]))).lines.length, 0);
});

store('should leave a product the store did not answer for as it is', () => {
  const lines = [mugLine(mugVariant('blue', 'Blue', 2500))];
  const result = reconcilePrices(lines, storePricesNow(lines, new Map()));
  assert.is(result.lines[0], lines[0]);
  assert.is(priceChangeToast(result), null);
});

store('should update a changed regular price under an unchanged sale price, without telling', () => {
  const lines = [mugLine(mugVariant('blue', 'Blue', 2500, 2000))];
  const now = new Map<string, CurrentPrice>([['blue', priceVariant(mugVariant('blue', 'Blue', 3000, 2000))]]);
  const result = reconcilePrices(lines, now);
  assert.is(result.lines[0]!.variant.price_in_cents, 3000);
  assert.is(priceChangeToast(result), null);
  assert.is(reconcilePrices(lines, new Map([['blue', NO_LONGER_SOLD]])).lines.length, 0);
});

const file = suite('the published prices file');

file('should price every dish and package as the cart buttons do, and read back what it wrote', () => {
  const menu = { categories: [{ id: 'hotCoffee', items: [{ id: 'latte', name: 'Latte', price: 26000 }] }] };
  const packages = {
    groups: {
      corporate: { items: [{ id: 'c', subTitle: 'C', price: 1499, type: 'perPerson', content: {}, terms: [] }] },
      party: { items: [] },
      alacarte: { items: [] },
    },
  };
  const prices = publishedPrices(menu as never, packages as never, { apiBase: 'http://api.test', storeId: 's' });
  assert.equal(prices.items, { 'menu-latte': 26000, 'package-c': 149900 });
  assert.equal(parsePublishedPrices(JSON.parse(JSON.stringify(prices))), prices);
});

file('should refuse a malformed file, and drop a malformed price', () => {
  assert.is(parsePublishedPrices(null), undefined);
  assert.is(parsePublishedPrices({ items: {} }), undefined);
  assert.equal(
    parsePublishedPrices({ commerce: { apiBase: 'a', storeId: 'b' }, items: { x: -1, y: '3', z: 5 } })?.items,
    { z: 5 },
  );
});

cafe.run();
store.run();
file.run();
