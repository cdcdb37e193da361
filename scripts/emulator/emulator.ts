import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { effectiveCents } from '../../site/commerce/cart.ts';
import { formatMoney, type CurrencyInfo } from '../../site/commerce/money.ts';
import { priceVariant } from '../../site/commerce/price.ts';
import { answerClientError } from '../http/answer-client-error.ts';
import { containedFile } from '../http/contained-file.ts';
import { guardRequest } from '../http/guard-request.ts';
import { parseRequestPath, type RequestPath } from '../http/parse-request-path.ts';
import { readCheckoutRequest, type CheckoutLine } from './checkout-request.ts';
import { checkoutSessions, SESSION_LIFETIME_MINUTES, type Session } from './checkout-sessions.ts';
import { toApiProduct } from './demo-products.ts';
import { liveShopCatalog } from './live-shop-catalog.ts';
import { paymentPage } from './payment-page.ts';
import type { ShopCatalog } from './shop-catalog.ts';
import { readControl, type Control, type FailRule } from './test-controls.ts';
import { listenOn } from '../http/listen.ts';

/**
 * A local stand-in for the commerce API (SPEC §7): the three calls, with CORS, over the demo
 * products of catalog/store.json and the café's dishes and packages, plus a hosted payment page
 * whose Pay lowers the inventory and leads to successUrl, and whose Cancel leads to cancelUrl.
 * State lives in memory; catalogue edits are picked up while it runs.
 *
 * A checkout body is checked at the door (checkout-request.ts); a payment session can be paid
 * for an hour (checkout-sessions.ts). With `testControls`, `/__emulator/*` (test-controls.ts).
 */
export interface EmulatorOptions {
  port: number;
  catalogDir: string;
  host?: string;
  /** Turns on `/__emulator/*`, which let a test steer the emulator. */
  testControls?: boolean;
  /** The site it serves: besides loopback, the only place it sends a guest back to. */
  siteOrigin?: string;
}

export interface Emulator {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Why an order cannot be bought: a 400 for what the store does not sell, a 409 for what it has run out of. */
interface Refusal {
  status: 400 | 409;
  message: string;
}

const SESSION_PLACEHOLDER = /\{CHECKOUT_SESSION_ID\}|%7BCHECKOUT_SESSION_ID%7D/gi;
const MIME: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };
/** A Host header fit to build URLs from; anything else is replaced by the emulator's own address. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export async function startEmulator({ port, catalogDir, host = '127.0.0.1', testControls = false, siteOrigin }: EmulatorOptions): Promise<Emulator> {
  const catalog = await liveShopCatalog(catalogDir);
  /** Units paid for per variant: stock is the catalogue's count minus these, so a catalogue edit keeps the sales. */
  let sold = new Map<string, number>();
  let fixtures = new Map<string, unknown>();
  let failNext: FailRule[] = [];
  /** How far a test moved the clock forward. */
  let clockAhead = 0;
  const sessions = checkoutSessions(() => Date.now() + clockAhead);
  let self = '';

  const obey = (control: Control) => {
    if (control.name === 'reset') {
      sold = new Map();
      fixtures = new Map();
      failNext = [];
      clockAhead = 0;
    } else if (control.name === 'fail-next') failNext.push(control.rule);
    else if (control.name === 'product') fixtures.set(control.id, control.product);
    else clockAhead += control.advanceMs;
  };

  /** The catalogue as the API shows it to a request that came in on `origin`. */
  const shopView = (shop: ShopCatalog, origin: string) => {
    const stock = new Map(shop.demo.flatMap((p) => p.variants.filter((v) => v.stock !== undefined)
      .map((v) => [v.id, Math.max(0, v.stock! - (sold.get(v.id) ?? 0))] as const)));
    const products = shop.demo.map((p, i) => toApiProduct(p, i, stock, origin));
    const findVariant = (variantId: string) => {
      for (const product of products) {
        const variant = product.variants.find((v) => v.id === variantId);
        if (variant) return { product, variant };
      }
      return shop.cafe.get(variantId);
    };
    return { origin, storeName: shop.storeName, products, findVariant };
  };
  type ShopView = ReturnType<typeof shopView>;

  /** What the store charges for `items`, priced here from its own catalogue: minor units, in the first line's currency (the demo sells in one). */
  const charge = (view: ShopView, items: Session['items']) => {
    let minor = 0;
    let currency: CurrencyInfo | undefined;
    for (const { variantId, quantity } of items) {
      const found = view.findVariant(variantId);
      if (!found) continue;
      const priced = priceVariant(found.variant);
      minor += effectiveCents(priced) * quantity;
      currency ??= priced.currency_info;
    }
    return { minor, currency };
  };

  const summarize = (view: ShopView, session: Session) => {
    const lines = session.items.map(({ variantId, quantity }) => {
      const found = view.findVariant(variantId);
      // A catalogue edit may have removed what an open session holds.
      if (!found) return { title: `${variantId} (no longer sold)`, quantity, cents: 0, currency: undefined };
      const priced = priceVariant(found.variant);
      const cents = effectiveCents(priced) * quantity;
      return { title: `${found.product.title} (${priced.title})`, quantity, cents, currency: priced.currency_info };
    });
    const { minor: total, currency } = charge(view, session.items);
    return {
      storeName: view.storeName,
      sessionId: session.id,
      lines: lines.map((l) => ({ title: l.title, quantity: l.quantity, amount: formatMoney(l.cents, l.currency ?? currency) })),
      total: formatMoney(total, currency),
    };
  };

  /** Why these lines cannot be bought now, or null. Stock is checked over the whole order: two lines of one variant count together. */
  const checkItems = (view: ShopView, items: readonly CheckoutLine[]): Refusal | null => {
    const wanted = new Map<string, number>();
    for (const [i, { variantId, quantity }] of items.entries()) {
      const found = view.findVariant(variantId);
      if (!found) return { status: 400, message: `items[${i}]: unknown variant ${JSON.stringify(variantId)}` };
      if (!found.product.purchasable) return { status: 400, message: `items[${i}]: ${found.product.title} is not purchasable` };
      wanted.set(variantId, (wanted.get(variantId) ?? 0) + quantity);
    }
    for (const [variantId, quantity] of wanted) {
      const { variant } = view.findVariant(variantId)!;
      const left = variant.inventory_quantity ?? 0;
      if (variant.manage_inventory && quantity > left) return { status: 409, message: `not enough stock for ${variantId}: ${left} left` };
    }
    return null;
  };

  const server = createServer(guardRequest('[emulator]', answer, (res) => json(res, 500, { message: 'Internal emulator error' })));
  server.on('clientError', answerClientError);

  /** `handle`, with a body it will not read (too large, not JSON) answered as the client's mistake. */
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      await handle(req, res);
    } catch (error) {
      if (!(error instanceof BadBody)) throw error;
      json(res, error.status, { message: error.message });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    res.setHeader('access-control-allow-headers', 'content-type');
    res.setHeader('access-control-max-age', '600');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const path = parseRequestPath(req.url);
    if (!path) return json(res, 400, { message: 'Malformed request path' });
    const hostHeader = req.headers.host ?? '';
    const view = shopView(await catalog.current(), HOST.test(hostHeader) ? `http://${hostHeader}` : self);
    const { raw } = path;

    if (testControls && raw.startsWith('/__emulator/') && req.method === 'POST') {
      const control = readControl(raw.slice('/__emulator/'.length), await readJson(req));
      if (!control) return json(res, 404, { message: 'Unknown control' });
      if (!control.ok) return json(res, 400, { message: control.message });
      obey(control.value);
      return json(res, 200, { ok: true });
    }

    if (raw.startsWith('/store/')) {
      const rule = failNext.findIndex((r) => !r.path || raw.includes(r.path));
      if (rule >= 0) {
        const [r] = failNext.splice(rule, 1);
        res.writeHead(r!.status, r!.statusText ?? undefined, { 'content-type': 'application/json' });
        res.end(r!.body ?? JSON.stringify({ message: 'Failure requested by a test' }));
        return;
      }
      return api(req, res, path, view);
    }

    const pay = raw.match(/^\/pay\/([\w-]+)(?:\/(pay|cancel))?$/);
    if (pay) return payment(req, res, pay[1]!, pay[2] as 'pay' | 'cancel' | undefined, view);

    if (req.method === 'GET' && path.segments[0] === 'images') {
      // Contained by segment and real path: /images/..%2fimages-raw/x and symlinks stay in images/.
      const file = await containedFile(join(catalogDir, 'images'), path.segments.slice(1));
      if (!file) return json(res, 404, { message: 'Not found' });
      const data = await readFile(file.path);
      res.writeHead(200, { 'content-type': MIME[extname(path.segments.at(-1)!)] ?? 'application/octet-stream', 'cache-control': 'no-cache' }).end(data);
      return;
    }
    if (raw === '/') return json(res, 200, { name: 'Kiln commerce emulator', stores: [view.storeName] });
    json(res, 404, { message: 'Not found' });
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: RequestPath, view: ShopView): Promise<void> {
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
      const fields = (path.query.get('fields') ?? '').split(',').map((f) => f.trim()).filter(Boolean);
      const variants = view.products
        .filter((p) => ids.size === 0 || ids.has(p.id))
        .flatMap((p) => p.variants)
        .map((v) => (fields.length ? Object.fromEntries([['id', v.id], ...fields.map((f) => [f, (v as unknown as Record<string, unknown>)[f] ?? null])]) : v));
      return json(res, 200, { variants });
    }

    if (what === 'checkout' && req.method === 'POST') {
      const request = readCheckoutRequest(await readJson(req), siteOrigin);
      if (!request.ok) return json(res, 400, { message: request.message });
      const refusal = checkItems(view, request.value.items);
      if (refusal) return json(res, refusal.status, { message: refusal.message });
      const session = sessions.open(request.value);
      // The total it will charge, as Stripe's answer names it: the success page shows this, not the browser's copy of the prices.
      const { minor, currency } = charge(view, request.value.items);
      return json(res, 200, { url: `${view.origin}/pay/${session.id}`, id: session.id, ...(currency && { amount_total: minor, currency: currency.code.toLowerCase() }) });
    }
    json(res, 405, { message: 'Method not allowed' });
  }

  async function payment(req: IncomingMessage, res: ServerResponse, id: string, action: 'pay' | 'cancel' | undefined, view: ShopView): Promise<void> {
    const session = sessions.get(id);
    const html = (status: number, page: string): void => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    };
    if (!session) return html(404, paymentPage({ storeName: view.storeName, sessionId: id, lines: [], total: '—', error: 'This payment session does not exist.', closed: true }));
    const state = sessions.stateOf(session);
    // Nothing left to do on it but go back to the site, where the cart is waiting.
    const expired = () => html(410, paymentPage({
      ...summarize(view, session),
      error: `This payment session has expired: a payment page stays open for ${SESSION_LIFETIME_MINUTES} minutes. Nothing was charged.`,
      closed: true,
      returnUrl: session.cancelUrl,
    }));
    if (!action && req.method === 'GET') return state === 'expired' ? expired() : html(200, paymentPage({ ...summarize(view, session), closed: state !== 'open' }));
    if (req.method !== 'POST' || !action) return json(res, 405, { message: 'Method not allowed' });
    await readBody(req);
    // Cancel on a page left open past its hour still leads back.
    if (action === 'cancel' && (state === 'open' || state === 'expired')) {
      if (state === 'open') session.status = 'cancelled';
      return redirect(res, session.cancelUrl);
    }
    if (state === 'expired') return expired();
    if (state !== 'open') return html(409, paymentPage({ ...summarize(view, session), closed: true }));
    const refusal = checkItems(view, session.items);
    if (refusal) return html(409, paymentPage({ ...summarize(view, session), error: `Payment refused: ${refusal.message}.` }));
    // Made before the sale is recorded, so nothing after the sale can fail.
    const location = session.successUrl.replace(SESSION_PLACEHOLDER, session.id);
    for (const { variantId, quantity } of session.items) sold.set(variantId, (sold.get(variantId) ?? 0) + quantity);
    session.status = 'paid';
    redirect(res, location);
  }

  await listenOn(server, port, host);
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  self = `http://localhost:${actualPort}`;
  return {
    server,
    url: self,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location }).end();
}

/** A request body the emulator will not take: answered with `status`, not logged as its own failure. */
class BadBody extends Error {
  constructor(readonly status: 413 | 400, message: string) {
    super(message);
  }
}

/** No request the store's pages make comes near it. */
const MAX_BODY = 1_000_000;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= MAX_BODY) return;
      // The rest is read and dropped, so the client is still there to be told.
      req.off('data', onData);
      req.resume();
      reject(new BadBody(413, `Request body over ${MAX_BODY} bytes`));
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    throw new BadBody(400, 'The request body is not JSON');
  }
}
