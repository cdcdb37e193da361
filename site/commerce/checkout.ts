import { applyStock, stockProblem, withoutLines, type CartLine } from '../core/commerce/cart.ts';
import type { CheckoutBody, CheckoutSession, CommerceClient } from './client.ts';

/** Replaced by the payment provider with the real session id (SPEC §7.3). */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * How long Pay Online waits for the API (both calls together) before it gives up with the
 * Checkout Error toast and the cart kept. A working API answers both in a second or two, even on
 * a slow phone network; 20 s leaves room for that many times over, yet ends long before a
 * browser gives up on its own (30 s to minutes), while the guest still waits rather than leaves.
 */
export const CHECKOUT_TIMEOUT_MS = 20_000;

export interface CheckoutContext {
  /** The site's origin, e.g. https://www.theclaytable.in */
  origin: string;
  /** The page the guest is on: where Cancel on the payment page leads. */
  cancelUrl: string;
  locale: string;
  timeZone: string;
}

/** The body of call 3. */
export function buildCheckoutBody(lines: readonly CartLine[], ctx: CheckoutContext): CheckoutBody {
  return {
    items: lines.map((l) => ({ variant_id: l.variant.id, quantity: l.quantity })),
    successUrl: `${ctx.origin}/success?session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: ctx.cancelUrl,
    locale: ctx.locale,
    timeZone: ctx.timeZone,
  };
}

export type CheckoutOutcome =
  | { kind: 'empty' }
  | { kind: 'stock'; message: string }
  | { kind: 'error'; error: Error }
  | { kind: 'redirected'; url: string };

export interface CheckoutDeps {
  client: CommerceClient;
  getLines(): CartLine[];
  setLines(lines: CartLine[]): void;
  /** Parks the cart, tied to the session it was handed to, until the payment is confirmed. */
  savePending(lines: CartLine[], session: CheckoutSession): void;
  navigate(url: string): void;
  context(): CheckoutContext;
  /** CHECKOUT_TIMEOUT_MS unless a test needs it shorter. */
  timeoutMs?: number;
}

let running: Promise<CheckoutOutcome> | null = null;

/**
 * Pay Online: refresh the stock of managed lines (call 2) so an oversold line is caught here,
 * not on the payment page; post the checkout (call 3); only then park the lines it sent, take
 * them out of the cart and leave for the payment page. A second click while one runs joins it
 * instead of starting another.
 */
export function startCheckout(deps: CheckoutDeps): Promise<CheckoutOutcome> {
  running ??= runCheckout(deps).finally(() => {
    running = null;
  });
  return running;
}

async function runCheckout(deps: CheckoutDeps): Promise<CheckoutOutcome> {
  let lines = deps.getLines();
  if (lines.length === 0) return { kind: 'empty' };
  // Safari 15 and Chrome 100–102 (in the bundles' targets) lack it: they wait as the browser does.
  const signal = AbortSignal.timeout?.(deps.timeoutMs ?? CHECKOUT_TIMEOUT_MS);
  try {
    const managed = [...new Set(lines.filter((l) => l.variant.manage_inventory).map((l) => l.product.id))];
    if (managed.length) {
      const stock = await deps.client.getStock(managed, signal);
      lines = applyStock(deps.getLines(), stock);
      deps.setLines(lines);
      const problem = stockProblem(lines);
      if (problem) return { kind: 'stock', message: problem };
    }
    const session = await deps.client.createCheckout(buildCheckoutBody(lines, deps.context()), signal);
    deps.savePending(lines, session);
    // Only what was sent: lines added (here or in another tab) while the call ran, and the part
    // of a line raised meanwhile, stay in the cart; a Cancel on the payment page adds the sent ones back.
    deps.setLines(withoutLines(deps.getLines(), lines));
    deps.navigate(session.url);
    return { kind: 'redirected', url: session.url };
  } catch (error) {
    return { kind: 'error', error: error instanceof Error ? error : new Error(String(error)) };
  }
}
