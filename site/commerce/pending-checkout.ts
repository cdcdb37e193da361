import { addLine, cartStore, parseCart, type CartLine } from '../store/cart.ts';
import { STORAGE_KEYS } from '../store/keys.ts';
import { createLocalStore } from '../store/local-store.ts';
import { cartTotals, formatTotals } from './totals.ts';

/**
 * A cart handed to the payment page. Pay Online empties the cart only once the checkout call
 * succeeded, and parks a copy here: a guest who cancels (or presses back) gets it back; the
 * success page reads the real total from it.
 */
export interface PendingCheckout {
  lines: CartLine[];
  /** The order's total as shown in the drawer when the checkout started. */
  total: string;
  startedAt: string;
  /** Set by the success page: the payment went through, nothing to restore. */
  confirmedSessionId?: string;
}

function parsePending(raw: unknown): PendingCheckout | null | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const lines = parseCart(r.lines);
  if (!lines || typeof r.total !== 'string' || typeof r.startedAt !== 'string') return undefined;
  return {
    lines,
    total: r.total,
    startedAt: r.startedAt,
    ...(typeof r.confirmedSessionId === 'string' ? { confirmedSessionId: r.confirmedSessionId } : {}),
  };
}

export const pendingCheckoutStore = createLocalStore<PendingCheckout | null>(STORAGE_KEYS.pendingCheckout, parsePending, null);

export function savePendingCheckout(lines: readonly CartLine[], now = new Date()): PendingCheckout {
  const pending: PendingCheckout = { lines: [...lines], total: formatTotals(cartTotals(lines)), startedAt: now.toISOString() };
  pendingCheckoutStore.set(pending);
  return pending;
}

/** Puts an unpaid pending cart back into the cart (merged with anything added since). */
export function restorePendingCart(): boolean {
  const pending = pendingCheckoutStore.get();
  if (!pending || pending.confirmedSessionId) return false;
  let lines = cartStore.get();
  for (const line of pending.lines) {
    const result = addLine(lines, line.product, line.variant, line.quantity, Number.POSITIVE_INFINITY);
    lines = result.lines;
  }
  cartStore.set(lines);
  pendingCheckoutStore.set(null);
  return true;
}

/** The success page: the payment went through; returns what was paid (or null if we never saw it start). */
export function confirmPendingCheckout(sessionId: string): PendingCheckout | null {
  const pending = pendingCheckoutStore.get();
  if (!pending) return null;
  if (pending.confirmedSessionId && pending.confirmedSessionId !== sessionId) return null;
  const confirmed = { ...pending, confirmedSessionId: sessionId };
  pendingCheckoutStore.set(confirmed);
  return confirmed;
}

const onSuccessPage = (loc: Pick<Location, 'pathname' | 'search'>) =>
  /^\/success\/?$/.test(loc.pathname) && !!new URLSearchParams(loc.search).get('session_id');

/**
 * Every page but a paid success page gives a cancelled checkout's cart back: the payment
 * page's Cancel leads to the cancelUrl, and Back may show the page from the back-forward cache.
 */
export function initPendingCheckout(): void {
  if (!onSuccessPage(location)) restorePendingCart();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && !onSuccessPage(location)) restorePendingCart();
  });
}
