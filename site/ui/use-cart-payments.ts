import { startCheckout, type CheckoutContext } from '../commerce/checkout.ts';
import { createCommerceClient, type CommerceConfig } from '../commerce/client.ts';
import { parkCheckout } from '../core/commerce/pending-checkout.ts';
import { COMMERCE_MESSAGES } from '../core/lib/spec-messages.ts';
import { cartStore } from '../store/cart-store.ts';
import { pendingCheckoutStore } from '../store/pending-checkout-store.ts';
import { requestToast } from './request-page.ts';

/** The page the guest is on, for the checkout body (SPEC §7.3). */
const checkoutContext = (): CheckoutContext => ({
  origin: location.origin,
  cancelUrl: location.href,
  locale: navigator.language || document.documentElement.lang || 'en',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
});

/**
 * The cart's two ways to pay (SPEC §2.9, §7): online, through the store's checkout (the cart kept
 * if it fails), or at the counter. `busy` while the payment page is being asked for.
 */
export function useCartPayments({
  commerce,
  busy,
  setBusy,
  close,
}: {
  commerce: CommerceConfig;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  close: () => void;
}) {
  const payOnline = async () => {
    if (busy) return;
    // Offline (the drawer opens from the worker's copy), the payment page cannot: say so, keep the cart.
    if (!navigator.onLine) {
      requestToast(COMMERCE_MESSAGES.checkoutOffline);
      return;
    }
    setBusy(true);
    const outcome = await startCheckout({
      client: createCommerceClient(commerce),
      getLines: cartStore.get,
      setLines: (next) => cartStore.set(next),
      savePending: (paid, session) => pendingCheckoutStore.set((all) => parkCheckout(all, paid, session)),
      navigate: (url) => location.assign(url),
      context: checkoutContext,
    });
    if (outcome.kind === 'redirected') return; // the page is leaving; stay busy
    setBusy(false);
    if (outcome.kind === 'empty') requestToast(COMMERCE_MESSAGES.emptyCartCheckout);
    else if (outcome.kind === 'stock')
      requestToast({
        title: COMMERCE_MESSAGES.checkoutError.title,
        description: outcome.message,
        variant: 'destructive',
      });
    else {
      console.error('[kiln] checkout failed:', outcome.error);
      requestToast({ ...COMMERCE_MESSAGES.checkoutError, variant: 'destructive' });
    }
  };

  const payAtCounter = () => {
    if (busy) return; // never race the online payment for the same lines
    if (cartStore.get().length === 0) {
      requestToast(COMMERCE_MESSAGES.emptyCartCounter);
      return;
    }
    cartStore.set([]);
    close();
    requestToast(COMMERCE_MESSAGES.orderPlaced);
  };

  return { payOnline, payAtCounter };
}
