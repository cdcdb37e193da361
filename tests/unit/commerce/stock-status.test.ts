import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { STATIC_STOCK_LIMIT } from '../../../site/core/commerce/cart.ts';
import { stockStatus } from '../../../site/core/commerce/stock-status.ts';
import { STORE_MESSAGES } from '../../../site/core/lib/spec-messages.ts';

const managed = (inventory_quantity: number | null) => ({ manage_inventory: true, inventory_quantity });
const stock = suite('stockStatus (the product page)');

stock('should say how many are in stock while the quantity fits', () => {
  assert.equal(stockStatus(true, managed(5), 5), {
    limit: 5,
    maxQuantity: 5,
    canAdd: true,
    message: STORE_MESSAGES.inStock(5),
    tone: 'ok',
  });
});

stock('should refuse more than the stock, saying how many are left', () => {
  assert.equal(stockStatus(true, managed(5), 6), {
    limit: 5,
    maxQuantity: 5,
    canAdd: false,
    message: STORE_MESSAGES.notEnoughStockProduct(5),
    tone: 'warn',
  });
});

stock('should count no stock (or none known) as 0 left, and keep the field usable at 1', () => {
  for (const none of [0, -3, null]) {
    const status = stockStatus(true, managed(none), 1);
    assert.is(status.limit, 0);
    assert.is(status.maxQuantity, 1);
    assert.is(status.canAdd, false);
    assert.is(status.message, STORE_MESSAGES.notEnoughStockProduct(0));
  }
});

stock('should say nothing of an unmanaged variant, which stops at the static limit', () => {
  assert.equal(stockStatus(true, { manage_inventory: false, inventory_quantity: 2 }, 50), {
    limit: STATIC_STOCK_LIMIT,
    maxQuantity: STATIC_STOCK_LIMIT,
    canAdd: true,
    message: null,
    tone: 'ok',
  });
});

stock('should call a product not for sale unavailable, whatever its stock', () => {
  const status = stockStatus(false, managed(5), 1);
  assert.is(status.message, STORE_MESSAGES.unavailable);
  assert.is(status.tone, 'warn');
  assert.is(status.canAdd, false);
});

stock('should not let a product without a variant be added', () => {
  assert.is(stockStatus(true, undefined, 1).canAdd, false);
});

stock.run();
