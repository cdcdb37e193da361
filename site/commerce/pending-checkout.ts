import { addLine, cartStore, parseCart, type CartLine } from '../store/cart.ts';
import { STORAGE_KEYS } from '../store/keys.ts';
import { createLocalStore } from '../store/local-store.ts';
import { cartTotals, formatTotals } from './totals.ts';

/**
 * A cart handed to a checkout session. Pay Online empties the cart only once the checkout call
 * succeeded, and parks a copy here, tied to the session it was handed to:
 * - 'open': the guest is (or was) on the payment page;
 * - 'restored': they came back without paying (Cancel, Back, another tab), so the lines went
 *   back into the cart; if that session is paid after all, the lines come out again;
 * - 'paid': its success page was reached; it never comes back.
 */
export interface PendingCheckout {
  /** The session id the checkout call returned, when it returned one. */
  sessionId?: string;
  /** The payment page's URL: the provider's session id is part of it when no id was returned. */
  url: string;
  lines: CartLine[];
  /** The order's total as shown in the drawer when the checkout started. */
  total: string;
  startedAt: string;
  state: 'open' | 'restored' | 'paid';
}

/** Enough to tell a few checkouts apart (a guest may start one, go back, and start another). */
const KEEP = 5;
const STATES: readonly PendingCheckout['state'][] = ['open', 'restored', 'paid'];

function parseOne(raw: unknown): PendingCheckout | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const lines = parseCart(r.lines);
  const state = STATES.find((s) => s === r.state);
  if (!lines || !state || typeof r.url !== 'string' || typeof r.total !== 'string' || typeof r.startedAt !== 'string') return undefined;
  return {
    ...(typeof r.sessionId === 'string' && r.sessionId ? { sessionId: r.sessionId } : {}),
    url: r.url,
    lines,
    total: r.total,
    startedAt: r.startedAt,
    state,
  };
}

const parsePending = (raw: unknown): PendingCheckout[] | undefined =>
  Array.isArray(raw) ? raw.map(parseOne).filter((p): p is PendingCheckout => !!p).slice(-KEEP) : undefined;

export const pendingCheckoutStore = createLocalStore<PendingCheckout[]>(STORAGE_KEYS.pendingCheckout, parsePending, []);

/** Whether a payment page URL carries this session id, as a whole path segment or query value. */
function urlNames(url: string, sessionId: string): boolean {
  try {
    const u = new URL(url);
    return u.pathname.split('/').includes(encodeURIComponent(sessionId)) || [...u.searchParams.values()].includes(sessionId);
  } catch {
    return false;
  }
}

/** Whether the success page's session_id names this checkout. */
export const isSession = (p: PendingCheckout, sessionId: string): boolean =>
  p.sessionId ? p.sessionId === sessionId : urlNames(p.url, sessionId);

/** Parks the lines handed to the checkout session at `url` (id when the API gave one). */
export function savePendingCheckout(lines: readonly CartLine[], session: { url: string; id?: string }, now = new Date()): PendingCheckout {
  const pending: PendingCheckout = {
    ...(session.id ? { sessionId: session.id } : {}),
    url: session.url,
    lines: [...lines],
    total: formatTotals(cartTotals(lines)),
    startedAt: now.toISOString(),
    state: 'open',
  };
  pendingCheckoutStore.set((all) => [...all, pending].slice(-KEEP));
  return pending;
}

/** The guest is back without paying: every open checkout's lines go back into the cart (merged with anything added since). */
export function restorePendingCarts(): boolean {
  const open = pendingCheckoutStore.get().filter((p) => p.state === 'open');
  if (open.length === 0) return false;
  let lines = cartStore.get();
  for (const line of open.flatMap((p) => p.lines)) {
    lines = addLine(lines, line.product, line.variant, line.quantity, Number.POSITIVE_INFINITY).lines;
  }
  cartStore.set(lines);
  pendingCheckoutStore.set((all) => all.map((p) => (open.includes(p) ? { ...p, state: 'restored' } : p)));
  return true;
}

/** Takes a paid session's lines out of a cart they had been restored to. */
export function withoutLines(cart: readonly CartLine[], paid: readonly CartLine[]): CartLine[] {
  return cart.flatMap((line) => {
    const sold = paid.filter((p) => p.variant.id === line.variant.id && p.product.id === line.product.id).reduce((n, p) => n + p.quantity, 0);
    const left = line.quantity - sold;
    return left > 0 ? [{ ...line, quantity: left }] : [];
  });
}

/**
 * The success page of `sessionId`: marks that checkout paid (its lines leave the cart if they
 * had been restored) and returns it. A session this browser never handed a cart to confirms
 * nothing and returns null.
 */
export function confirmPendingCheckout(sessionId: string): PendingCheckout | null {
  const found = pendingCheckoutStore.get().find((p) => isSession(p, sessionId));
  if (!found) return null;
  if (found.state === 'paid') return found;
  if (found.state === 'restored') cartStore.set((cart) => withoutLines(cart, found.lines));
  const paid: PendingCheckout = { ...found, state: 'paid' };
  pendingCheckoutStore.set((all) => all.map((p) => (p === found ? paid : p)));
  return paid;
}

/** The session a /success URL names, if this is one. */
export const successSessionId = (loc: Pick<Location, 'pathname' | 'search'>): string | null =>
  /^\/success\/?$/.test(loc.pathname) ? new URLSearchParams(loc.search).get('session_id') || null : null;

/**
 * On every page: a success page confirms its session at once (before the guest can leave it);
 * any other open checkout is a return without paying (Cancel leads to the cancelUrl, Back may
 * show a page from the back-forward cache, another tab may open meanwhile), so its cart comes back.
 */
export function initPendingCheckout(): void {
  const settle = () => {
    const sessionId = successSessionId(location);
    if (sessionId) confirmPendingCheckout(sessionId);
    restorePendingCarts();
  };
  settle();
  // The stores re-read storage on 'pageshow' first (they subscribed when their modules loaded),
  // so this works on what other pages wrote meanwhile, never on this page's stale copy.
  window.addEventListener('pageshow', (event) => event.persisted && settle());
}
