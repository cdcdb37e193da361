import { parseCart, STATIC_STOCK_LIMIT, totalQuantity } from '../core/commerce/cart.ts';
import { confirmSession, paidCheckout, restoreOpen, successSessionId } from '../core/commerce/pending-checkout.ts';
import { Hook } from '../lib/dom-hooks.ts';
import { COMMERCE_MESSAGES, STORE_MESSAGES } from '../core/lib/spec-messages.ts';
import { addToCart, cartStore } from '../store/cart-store.ts';
import { pendingCheckoutStore } from '../store/pending-checkout-store.ts';
import { requestToast } from '../ui/request-page.ts';

/*
 * The cart on every page, fetched by client/init-cart.ts once there is something for it: the
 * count in the header, a checkout to settle, a menu or package button to add from.
 */

/**
 * A success page confirms its session at once (before the guest can leave it); any other open
 * checkout is a return without paying (Cancel leads to the cancelUrl, Back may show a page from
 * the back-forward cache, another tab may open meanwhile), so its cart comes back.
 */
function settleCheckouts(): void {
  let pending = pendingCheckoutStore.get();
  let cart = cartStore.get();
  const sessionId = successSessionId(location);
  if (sessionId) ({ pending, cart } = confirmSession(pending, cart, sessionId));
  ({ pending, cart } = restoreOpen(pending, cart));
  // Write only what changed, so a page that settles nothing never rewrites another tab's cart.
  if (JSON.stringify(pending) !== JSON.stringify(pendingCheckoutStore.get())) pendingCheckoutStore.set(pending);
  if (JSON.stringify(cart) !== JSON.stringify(cartStore.get())) cartStore.set(cart);
}

/** Runs once, when the module arrives: `show` puts the count on the page (it lives in the boot script). */
export function initCartSync(show: (count: number) => void): void {
  settleCheckouts();
  // A page loaded with a cart checks its prices (client/check-cart-prices.ts); a first Add does not need to.
  const checkPrices = () =>
    cartStore.get().length > 0 &&
    void import('./check-cart-prices.ts').then((m) => m.checkCartPrices()).catch(() => undefined);
  checkPrices();
  // The stores re-read storage on 'pageshow' first (they subscribed when their modules loaded),
  // so this works on what other pages wrote meanwhile, never on this page's stale copy.
  addEventListener('pageshow', (event) => event.persisted && (settleCheckouts(), checkPrices()));
  const count = () => show(totalQuantity(cartStore.get()));
  count();
  cartStore.subscribe(count);
}

/** What the store charged for the success page's `sessionId`, if this browser started (and has now confirmed) that checkout. */
export function paidTotal(sessionId: string): string | undefined {
  settleCheckouts();
  return paidCheckout(pendingCheckoutStore.get(), sessionId)?.charged;
}

/**
 * A menu or package button: `button[data-add-to-cart]` holds `{product, variant}` as JSON (SPEC §3,
 * built by site/core/commerce/cart.ts). Each click adds one, with the static stock limit (SPEC §5).
 */
export function addFromButton(button: Element): void {
  let item: unknown;
  try {
    item = JSON.parse(button.getAttribute(Hook.addToCart) ?? '');
  } catch {
    item = null;
  }
  const [line] = parseCart([{ ...(item as object), quantity: 1 }]) ?? [];
  if (!line) {
    requestToast({
      title: COMMERCE_MESSAGES.addFailedTitle,
      description: STORE_MESSAGES.badResponse,
      variant: 'destructive',
    });
    return;
  }
  const result = addToCart(line.product, line.variant, 1, STATIC_STOCK_LIMIT);
  if (result.ok)
    requestToast({ title: COMMERCE_MESSAGES.addedTitle, description: COMMERCE_MESSAGES.added(line.product.title) });
  else requestToast({ title: COMMERCE_MESSAGES.addFailedTitle, description: result.error, variant: 'destructive' });
}
