import { applyStock, stockProblem, type CartLine } from './cart.ts';
import type { CheckoutBody, CheckoutSession, CommerceClient } from './client.ts';

/** Replaced by the payment provider with the real session id (SPEC §7.3). */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

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
}

let running: Promise<CheckoutOutcome> | null = null;

/**
 * Pay Online: refresh the stock of managed lines (call 2) so an oversold line is caught here,
 * not on the payment page; post the checkout (call 3); only then park and empty the cart and
 * leave for the payment page. A second click while one runs joins it instead of starting another.
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
  try {
    const managed = [...new Set(lines.filter((l) => l.variant.manage_inventory).map((l) => l.product.id))];
    if (managed.length) {
      const stock = await deps.client.getStock(managed);
      lines = applyStock(deps.getLines(), stock);
      deps.setLines(lines);
      const problem = stockProblem(lines);
      if (problem) return { kind: 'stock', message: problem };
    }
    const session = await deps.client.createCheckout(buildCheckoutBody(lines, deps.context()));
    deps.savePending(lines, session);
    deps.setLines([]);
    deps.navigate(session.url);
    return { kind: 'redirected', url: session.url };
  } catch (error) {
    return { kind: 'error', error: error instanceof Error ? error : new Error(String(error)) };
  }
}
