import { addLine, parseCart, withoutLines, type CartLine } from './cart.ts';
import { formatMoney, type CurrencyTotal } from './money.ts';
import { isRecord } from '../lib/is-record.ts';

/*
 * A cart handed to a checkout session. Pay Online empties the cart only once the checkout call
 * succeeded, and parks a copy, tied to the session it was handed to:
 * - 'open': the guest is (or was) on the payment page;
 * - 'restored': they came back without paying (Cancel, Back, another tab), so the lines went
 *   back into the cart; if that session is paid after all, the lines come out again;
 * - 'paid': its success page was reached; it never comes back.
 * Pure rules over the stored list and the cart; site/store/ keeps them, site/client/ runs them.
 */
export interface PendingCheckout {
  /** The session id the checkout call returned, when it returned one. */
  sessionId?: string;
  /** The payment page's URL: the provider's session id is part of it when no id was returned. */
  url: string;
  lines: CartLine[];
  /**
   * The order's total as the store priced it, written out: from the checkout call's answer,
   * never from the cart's copy of the prices, which anyone can edit in their browser. Absent
   * when the answer named none.
   */
  charged?: string;
  startedAt: string;
  state: 'open' | 'restored' | 'paid';
}

/** Enough to tell a few checkouts apart (a guest may start one, go back, and start another). */
const KEEP = 5;
const STATES: readonly PendingCheckout['state'][] = ['open', 'restored', 'paid'];

function parseOne(r: unknown): PendingCheckout | undefined {
  if (!isRecord(r)) return undefined;
  const lines = parseCart(r.lines);
  const state = STATES.find((s) => s === r.state);
  if (!lines || !state || typeof r.url !== 'string' || typeof r.startedAt !== 'string') return undefined;
  return {
    ...(typeof r.sessionId === 'string' && r.sessionId ? { sessionId: r.sessionId } : {}),
    url: r.url,
    lines,
    ...(typeof r.charged === 'string' && r.charged ? { charged: r.charged } : {}),
    startedAt: r.startedAt,
    state,
  };
}

/** What was stored, vetted: anything malformed is dropped, never thrown. */
export const parsePendingCheckouts = (raw: unknown): PendingCheckout[] | undefined =>
  Array.isArray(raw)
    ? raw
        .map(parseOne)
        .filter((p): p is PendingCheckout => !!p)
        .slice(-KEEP)
    : undefined;

/** Whether a payment page URL carries this session id, as a whole path segment or query value. */
function urlNames(url: string, sessionId: string): boolean {
  try {
    const u = new URL(url);
    return (
      u.pathname.split('/').includes(encodeURIComponent(sessionId)) || [...u.searchParams.values()].includes(sessionId)
    );
  } catch {
    return false;
  }
}

/** Whether the success page's session_id names this checkout. */
export const isSession = (p: PendingCheckout, sessionId: string): boolean =>
  p.sessionId ? p.sessionId === sessionId : urlNames(p.url, sessionId);

/** The list with the lines handed to the checkout session at `url` (id and total when the API gave them) parked. */
export function parkCheckout(
  pending: readonly PendingCheckout[],
  lines: readonly CartLine[],
  session: { url: string; id?: string; total?: CurrencyTotal },
  now = new Date(),
): PendingCheckout[] {
  const parked: PendingCheckout = {
    ...(session.id ? { sessionId: session.id } : {}),
    url: session.url,
    lines: [...lines],
    ...(session.total ? { charged: formatMoney(session.total.minor, session.total.currency) } : {}),
    startedAt: now.toISOString(),
    state: 'open',
  };
  return [...pending, parked].slice(-KEEP);
}

export interface Settled {
  pending: PendingCheckout[];
  cart: CartLine[];
}

/** The guest is back without paying: every open checkout's lines go back into the cart (merged with anything added since). */
export function restoreOpen(pending: readonly PendingCheckout[], cart: readonly CartLine[]): Settled {
  let lines = [...cart];
  for (const line of pending.filter((p) => p.state === 'open').flatMap((p) => p.lines)) {
    lines = addLine(lines, line.product, line.variant, line.quantity, Number.POSITIVE_INFINITY).lines;
  }
  return { pending: pending.map((p) => (p.state === 'open' ? { ...p, state: 'restored' } : p)), cart: lines };
}

/**
 * The success page of `sessionId`: that checkout is paid (its lines leave the cart if they had
 * been restored). A session this browser never handed a cart to confirms nothing.
 */
export function confirmSession(
  pending: readonly PendingCheckout[],
  cart: readonly CartLine[],
  sessionId: string,
): Settled {
  const found = pending.find((p) => isSession(p, sessionId));
  if (!found || found.state === 'paid') return { pending: [...pending], cart: [...cart] };
  return {
    pending: pending.map((p) => (p === found ? { ...p, state: 'paid' } : p)),
    cart: found.state === 'restored' ? withoutLines(cart, found.lines) : [...cart],
  };
}

/** The paid checkout a success page shows the total of, if this browser started it. */
export const paidCheckout = (pending: readonly PendingCheckout[], sessionId: string): PendingCheckout | undefined =>
  pending.find((p) => p.state === 'paid' && isSession(p, sessionId));

// Read by the success page's own script too, which loads none of the rules above.
export { successSessionId } from './success-session.ts';
