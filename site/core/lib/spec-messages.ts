import type { ToastText } from '../catalog/common.ts';

/**
 * The spec's browser-side messages (SPEC §8), named once: pages, islands, client modules, the hub
 * and the tests import the same strings. Command-line output lives in scripts/cli-messages.ts.
 */
/**
 * What a product's stock line says, from the store's answer or its failure: apart, so that the small
 * script asking the store before the guest does anything (client/init-live-product.ts) carries only these words.
 */
export const STORE_MESSAGES = {
  notEnoughStockProduct: (n: number) => `Not enough stock. Only ${n} left.`,
  unavailable: 'Currently unavailable',
  inStock: (n: number) => `${n} in stock!`,
  productLoadError: (message: string) => `Error loading product: ${message}`,
  productLoadFallback: 'Failed to load product',
  httpError: (status: number, statusText: string) => `HTTP ${status}: ${statusText}`,
  /** Not in the spec: the API answered 2xx with something that is not the JSON we asked for. */
  badResponse: 'The store sent a response that could not be read.',
  /** Not in the spec: the product has no variant with a price, so there is nothing to buy. */
  noPurchasableVariant: 'This product has no price yet.',
} as const;

export const COMMERCE_MESSAGES = {
  checkoutError: {
    title: 'Checkout Error',
    description: 'There was a problem initializing checkout. Please try again.',
  } satisfies ToastText,
  emptyCartCheckout: {
    title: 'Your cart is empty',
    description: 'Add some products to your cart before checking out.',
  } satisfies ToastText,
  emptyCartCounter: {
    title: 'Your cart is empty',
    description: 'Add some products to your cart before placing an order.',
  } satisfies ToastText,
  /** Not in the spec: Pay Online tapped without a connection (the cart opens offline, from the worker's copy). The cart stays as it is. */
  checkoutOffline: {
    title: "You're offline",
    description: 'Paying online needs a connection. Your cart is kept: try again once you are back online.',
  } satisfies ToastText,
  orderPlaced: {
    title: 'Order Placed!',
    description: 'Your order has been received. You can pay at the counter.',
  } satisfies ToastText,
  addedTitle: 'Added to Cart!',
  added: (name: string) => `${name} has been added to your cart.`,
  productAddedTitle: 'Added to Cart! 🛒',
  productAdded: (quantity: number, title: string, variant: string) => `${quantity} × ${title} (${variant})`,
  addFailedTitle: 'Oh no! Something went wrong.',
  notEnoughStockCart: (product: string, variant: string, n: number) =>
    `Not enough stock for ${product} (${variant}). Only ${n} left.`,
  loading: 'Loading...',
  finalizing: 'Finalizing your order...',
  payAtCounterOrderId: 'N/A - Pay at Counter',
} as const;

/** SPEC §8: shown instead of the upcoming list when it is empty. */
export const EVENT_MESSAGES = {
  noUpcoming: 'No upcoming events scheduled at the moment. Check back soon!',
} as const;

/** SPEC §8 and §7 for the event estimator. */
export const ESTIMATOR_MESSAGES = {
  empty: {
    title: 'Empty Cart',
    description: 'Please select at least one package or add-on.',
  } satisfies ToastText,
  copied: {
    title: 'Booking details copied!',
    /** Not in the spec, which gives only the title. */
    description: 'Paste them into a message to the studio or to your group.',
  } satisfies ToastText,
  /** Not in the spec: the browser refused the clipboard. */
  copyFailed: {
    title: 'Could not copy',
    description: 'Your browser did not allow it. Select the estimate shown here and copy it yourself.',
  } satisfies ToastText,
} as const;

/** SPEC §8 for the business hub. */
export const HUB_MESSAGES = {
  offerDeleted: { title: 'Offer Deleted', description: 'The offer has been successfully removed' } satisfies ToastText,
  couponDeleted: {
    title: 'Coupon Deleted',
    description: 'The coupon has been successfully removed',
  } satisfies ToastText,
  reservationUpdated: (status: 'completed' | 'cancelled', name: string): ToastText => ({
    title: `Reservation ${status}`,
    description: `The reservation for ${name} has been updated.`,
  }),
  couponCopied: (code: string): ToastText => ({
    title: 'Copied to clipboard!',
    description: `Coupon code ${code} is ready to be shared`,
  }),
  referralCopied: {
    title: 'Copied Referral Code!',
    description: 'Share it with your friends to earn rewards',
  } satisfies ToastText,
  /** Not in the spec: the browser refused the clipboard. */
  copyFailed: {
    title: 'Could not copy',
    description: 'Your browser did not allow it. Select the code and copy it yourself.',
  } satisfies ToastText,
  notificationsSoon: {
    title: 'Notifications coming soon!',
    /** Not in the spec, which gives only the title. */
    description: 'Booking and offer alerts will appear here.',
  } satisfies ToastText,
} as const;

/**
 * Not in the spec: a cart kept in the browser, checked against the current prices when a page
 * loads (commerce/reconcile-prices.ts), says in one toast what changed in it.
 */
export const CART_PRICE_MESSAGES = {
  title: 'Your cart was updated',
  changed: (name: string, now: string, was: string) => `${name} is now ${now} (was ${was})`,
  severalChanged: (count: number, changes: string) => `${count} prices changed: ${changes}.`,
  removed: (names: string, count: number) =>
    count === 1
      ? `${names} is no longer sold, so it was taken out of your cart.`
      : `${names} are no longer sold, so they were taken out of your cart.`,
} as const;
