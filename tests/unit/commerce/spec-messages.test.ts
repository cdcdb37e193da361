import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { COMMERCE_MESSAGES as M, EVENT_MESSAGES, STORE_MESSAGES } from '../../../site/core/lib/spec-messages.ts';

/*
 * SPEC §8 and §2.5, copied here letter for letter: a reworded message in site/core/lib/spec-messages.ts
 * fails this test, whatever the other tests (which import the same module) say.
 */
const spec = suite("messages: the spec's texts, verbatim");

spec('should keep the checkout and cart messages of SPEC §8', () => {
  assert.equal(M.checkoutError, {
    title: 'Checkout Error',
    description: 'There was a problem initializing checkout. Please try again.',
  });
  assert.equal(M.emptyCartCheckout, {
    title: 'Your cart is empty',
    description: 'Add some products to your cart before checking out.',
  });
  assert.equal(M.emptyCartCounter, {
    title: 'Your cart is empty',
    description: 'Add some products to your cart before placing an order.',
  });
  assert.equal(M.orderPlaced, {
    title: 'Order Placed!',
    description: 'Your order has been received. You can pay at the counter.',
  });
  assert.is(
    M.notEnoughStockCart('Speckled Mug', 'Glaze Teal', 2),
    'Not enough stock for Speckled Mug (Glaze Teal). Only 2 left.',
  );
  assert.is(STORE_MESSAGES.notEnoughStockProduct(3), 'Not enough stock. Only 3 left.');
  assert.is(STORE_MESSAGES.inStock(5), '5 in stock!');
  assert.is(STORE_MESSAGES.unavailable, 'Currently unavailable');
  assert.is(M.addedTitle, 'Added to Cart!');
  assert.is(M.added('Filter Kaapi'), 'Filter Kaapi has been added to your cart.');
  assert.is(M.productAddedTitle, 'Added to Cart! 🛒');
  assert.is(M.addFailedTitle, 'Oh no! Something went wrong.');
});

spec('should keep the product page, store API and loading texts of SPEC §8 and §2.5', () => {
  assert.is(STORE_MESSAGES.productLoadError('HTTP 404: Not Found'), 'Error loading product: HTTP 404: Not Found');
  assert.is(STORE_MESSAGES.productLoadFallback, 'Failed to load product');
  assert.is(STORE_MESSAGES.httpError(503, 'Service Unavailable'), 'HTTP 503: Service Unavailable');
  assert.is(M.loading, 'Loading...');
  assert.is(M.finalizing, 'Finalizing your order...');
  assert.is(M.payAtCounterOrderId, 'N/A - Pay at Counter');
});

spec('should keep the events empty state of SPEC §8', () => {
  assert.is(EVENT_MESSAGES.noUpcoming, 'No upcoming events scheduled at the moment. Check back soon!');
});

spec.run();
