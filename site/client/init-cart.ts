import { Hook } from '../lib/dom-hooks.ts';
import { STORAGE_KEYS } from '../store/keys.ts';
import { busyUntil } from './busy-until.ts';
import { toastLoadFailed } from './show-toast.ts';

/** Shows `count` in every [data-cart-count] (a badge only above 0) and in the cart buttons' names. */
export function showCartCount(count: number): void {
  for (const el of document.querySelectorAll<HTMLElement>(`[${Hook.cartCount}]`)) {
    el.textContent = String(count);
    if (el.hasAttribute(Hook.badge)) el.hidden = count === 0;
  }
  for (const el of document.querySelectorAll<HTMLElement>(`[${Hook.cartLabel}]`)) {
    el.setAttribute('aria-label', `${el.getAttribute(Hook.cartLabel)} (${count})`);
  }
}

const OWN_KEYS: (string | null)[] = [STORAGE_KEYS.cart, STORAGE_KEYS.pendingCheckout, null];

/** Whether this browser keeps a cart or a checkout that the cart's code would have to look at. */
function somethingStored(): boolean {
  try {
    return [STORAGE_KEYS.cart, STORAGE_KEYS.pendingCheckout].some(
      (key) => !/^(\[\])?$/.test(localStorage.getItem(key) ?? ''),
    );
  } catch {
    return false;
  }
}

let sync: Promise<typeof import('./init-cart-sync.ts')> | undefined;

/**
 * The cart's code (its rules, the stored cart, a checkout to settle: client/init-cart-sync.ts) is
 * most of what a page could run at once, yet a guest's first visit has nothing for it: it is
 * fetched when this browser keeps a cart or a checkout (now, or once another tab writes one),
 * when an island that may change the cart wakes, or at a tap on an add-to-cart button. Until
 * then the cart is empty, and says so.
 */
export function wakeCart(): Promise<typeof import('./init-cart-sync.ts')> {
  sync ??= import('./init-cart-sync.ts').then(
    (m) => {
      m.initCartSync(showCartCount);
      return m;
    },
    (error: unknown) => {
      sync = undefined;
      throw error;
    },
  );
  return sync;
}

export function initCart(): void {
  showCartCount(0);
  const check = () => somethingStored() && void wakeCart().catch(() => undefined);
  check();
  addEventListener('storage', (event) => OWN_KEYS.includes(event.key) && check());
  // Back from the payment page through the back-forward cache: the checkout is in storage now.
  addEventListener('pageshow', (event) => event.persisted && check());
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(`button[${Hook.addToCart}]`);
    if (button) busyUntil(button, () => wakeCart().then((m) => m.addFromButton(button), toastLoadFailed));
  });
}
