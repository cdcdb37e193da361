import { parsePendingCheckouts, type PendingCheckout } from '../core/commerce/pending-checkout.ts';
import { STORAGE_KEYS } from './keys.ts';
import { createLocalStore } from './local-store.ts';

/** The carts handed to checkout sessions (site/core/commerce/pending-checkout.ts), shared by every page and tab. */
export const pendingCheckoutStore = createLocalStore<PendingCheckout[]>(
  STORAGE_KEYS.pendingCheckout,
  parsePendingCheckouts,
  [],
);
