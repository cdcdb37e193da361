import { confirmSession, restoreOpen, successSessionId } from '../commerce/pending-checkout.ts';
import { cartStore } from '../store/cart-store.ts';
import { pendingCheckoutStore } from '../store/pending-checkout-store.ts';

/**
 * On every page: a success page confirms its session at once (before the guest can leave it);
 * any other open checkout is a return without paying (Cancel leads to the cancelUrl, Back may
 * show a page from the back-forward cache, another tab may open meanwhile), so its cart comes back.
 */
export function initPendingCheckout(): void {
  const settle = () => {
    let pending = pendingCheckoutStore.get();
    let cart = cartStore.get();
    const sessionId = successSessionId(location);
    if (sessionId) ({ pending, cart } = confirmSession(pending, cart, sessionId));
    ({ pending, cart } = restoreOpen(pending, cart));
    // Write only what changed, so a page that settles nothing never rewrites another tab's cart.
    if (JSON.stringify(pending) !== JSON.stringify(pendingCheckoutStore.get())) pendingCheckoutStore.set(pending);
    if (JSON.stringify(cart) !== JSON.stringify(cartStore.get())) cartStore.set(cart);
  };
  settle();
  // The stores re-read storage on 'pageshow' first (they subscribed when their modules loaded),
  // so this works on what other pages wrote meanwhile, never on this page's stale copy.
  window.addEventListener('pageshow', (event) => event.persisted && settle());
}
