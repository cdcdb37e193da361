import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestPath } from '../http/parse-request-path.ts';
import { readCheckoutRequest } from './checkout-request.ts';
import { SESSION_LIFETIME_MINUTES, type CheckoutSessions } from './checkout-sessions.ts';
import { json, readBody, readJson, redirect } from './http-replies.ts';
import { paymentPage } from './payment-page.ts';
import type { Shop, ShopView } from './shop.ts';

const SESSION_PLACEHOLDER = /\{CHECKOUT_SESSION_ID\}|%7BCHECKOUT_SESSION_ID%7D/gi;

export interface RouteContext {
  shop: Shop;
  sessions: CheckoutSessions;
  /** Raw products a test planted, by id (test-controls.ts). */
  fixtures: ReadonlyMap<string, unknown>;
  /** The site it serves: besides loopback, the only place it sends a guest back to. */
  siteOrigin?: string;
}

/** SPEC §7's three calls: a product, its variants' stock, and a checkout that opens a payment session. */
export async function storeApi(
  { shop, sessions, fixtures, siteOrigin }: RouteContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: RequestPath,
  view: ShopView,
): Promise<void> {
  const m = path.raw.match(/^\/store\/[^/]+\/(products\/[^/]+|variants|checkout)\/?$/);
  if (!m) return json(res, 404, { message: 'Not found' });
  const what = m[1]!;

  if (what.startsWith('products/') && req.method === 'GET') {
    const id = path.segments[3]!;
    const product = fixtures.get(id) ?? view.products.find((p) => p.id === id);
    if (!product) return json(res, 404, { message: `Product ${id} not found` });
    return json(res, 200, product);
  }

  if (what === 'variants' && req.method === 'GET') {
    const ids = new Set(path.query.getAll('product_ids[]'));
    const fields = (path.query.get('fields') ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
    const variants = view.products
      .filter((p) => ids.size === 0 || ids.has(p.id))
      .flatMap((p) => p.variants)
      .map((v) =>
        fields.length
          ? Object.fromEntries([
              ['id', v.id],
              ...fields.map((f) => [f, (v as unknown as Record<string, unknown>)[f] ?? null]),
            ])
          : v,
      );
    return json(res, 200, { variants });
  }

  if (what === 'checkout' && req.method === 'POST') {
    const request = readCheckoutRequest(await readJson(req), siteOrigin);
    if (!request.ok) return json(res, 400, { message: request.message });
    const refusal = shop.refuseOrder(view, request.value.items);
    if (refusal) return json(res, refusal.status, { message: refusal.message });
    const session = sessions.open(request.value);
    // The total it will charge, as Stripe's answer names it: the success page shows this, not the browser's copy of the prices.
    const { minor, currency } = shop.charge(view, request.value.items);
    return json(res, 200, {
      url: `${view.origin}/pay/${session.id}`,
      id: session.id,
      ...(currency && { amount_total: minor, currency: currency.code.toLowerCase() }),
    });
  }
  json(res, 405, { message: 'Method not allowed' });
}

/**
 * The hosted payment page of session `id`: Pay lowers the inventory and leads to its successUrl,
 * Cancel to its cancelUrl; a session can be paid for an hour (checkout-sessions.ts).
 */
export async function paymentRoute(
  { shop, sessions }: RouteContext,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  action: 'pay' | 'cancel' | undefined,
  view: ShopView,
): Promise<void> {
  const session = sessions.get(id);
  const html = (status: number, page: string): void => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  };
  if (!session)
    return html(
      404,
      paymentPage({
        storeName: view.storeName,
        sessionId: id,
        lines: [],
        total: '—',
        error: 'This payment session does not exist.',
        closed: true,
      }),
    );
  const state = sessions.stateOf(session);
  // Nothing left to do on it but go back to the site, where the cart is waiting.
  const expired = () =>
    html(
      410,
      paymentPage({
        ...shop.summarize(view, session),
        error: `This payment session has expired: a payment page stays open for ${SESSION_LIFETIME_MINUTES} minutes. Nothing was charged.`,
        closed: true,
        returnUrl: session.cancelUrl,
      }),
    );
  if (!action && req.method === 'GET')
    return state === 'expired'
      ? expired()
      : html(200, paymentPage({ ...shop.summarize(view, session), closed: state !== 'open' }));
  if (req.method !== 'POST' || !action) return json(res, 405, { message: 'Method not allowed' });
  await readBody(req);
  // Cancel on a page left open past its hour still leads back.
  if (action === 'cancel' && (state === 'open' || state === 'expired')) {
    if (state === 'open') session.status = 'cancelled';
    return redirect(res, session.cancelUrl);
  }
  if (state === 'expired') return expired();
  if (state !== 'open') return html(409, paymentPage({ ...shop.summarize(view, session), closed: true }));
  const refusal = shop.refuseOrder(view, session.items);
  if (refusal)
    return html(409, paymentPage({ ...shop.summarize(view, session), error: `Payment refused: ${refusal.message}.` }));
  // Made before the sale is recorded, so nothing after the sale can fail.
  const location = session.successUrl.replace(SESSION_PLACEHOLDER, session.id);
  shop.sell(session.items);
  session.status = 'paid';
  redirect(res, location);
}
