import { randomUUID } from 'node:crypto';
import type { CheckoutRequest } from './checkout-request.ts';

/**
 * How long a payment page can be paid: an hour after the checkout, as hosted checkouts expire
 * too (within 30 minutes to a day). A guest back after that is told so and led back to the
 * site, where the cart is waiting; the stock was never held for them.
 */
export const SESSION_LIFETIME_MINUTES = 60;
/** How long a session is kept after it expired, so its page can still say what became of it. */
const KEPT_AFTER_MS = 24 * 60 * 60_000;

export interface Session extends CheckoutRequest {
  id: string;
  /** On the emulator's clock. */
  expiresAt: number;
  status: 'open' | 'paid' | 'cancelled';
}

/** A session's state now: an open one past its lifetime is expired. */
export type SessionState = Session['status'] | 'expired';

export interface CheckoutSessions {
  open(request: CheckoutRequest): Session;
  get(id: string): Session | undefined;
  stateOf(session: Session): SessionState;
}

/** The emulator's payment sessions, in memory, on the clock `now` (a test moves it forward). */
export function checkoutSessions(now: () => number): CheckoutSessions {
  const sessions = new Map<string, Session>();
  return {
    open(request) {
      const time = now();
      // Oldest first: forget those long expired, so memory stays bounded however long it runs.
      for (const [id, old] of sessions) {
        if (time < old.expiresAt + KEPT_AFTER_MS) break;
        sessions.delete(id);
      }
      const session: Session = {
        ...request,
        id: randomUUID().replace(/-/g, ''),
        expiresAt: time + SESSION_LIFETIME_MINUTES * 60_000,
        status: 'open',
      };
      sessions.set(session.id, session);
      return session;
    },
    get: (id) => sessions.get(id),
    stateOf: (session) => (session.status === 'open' && now() >= session.expiresAt ? 'expired' : session.status),
  };
}
