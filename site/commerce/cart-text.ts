import type { CartText } from '../catalog/store.ts';

/**
 * The drawer's texts when the page shell is not handed catalog/store.json's `cart` (the
 * renderer passes only site.json to the shell today). Keep in step with store.json.
 */
export const FALLBACK_CART_TEXT: CartText = {
  title: 'Your Cart',
  closeLabel: 'Close cart',
  empty: 'Your cart is empty. Add a dish from the menu or a piece from the store.',
  continueShopping: { label: 'Browse the store', href: '/store' },
  decreaseLabel: 'Decrease quantity of',
  increaseLabel: 'Increase quantity of',
  quantityLabel: 'Quantity of',
  removeLabel: 'Remove',
  clearLabel: 'Clear',
  totalLabel: 'Total',
  payOnlineLabel: 'Pay Online',
  payAtCounterLabel: 'Pay at Counter',
  processingLabel: 'Starting checkout…',
  note: "Pay Online takes you to our payment partner's secure page.",
};
