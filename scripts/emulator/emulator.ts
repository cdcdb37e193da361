import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { DemoProduct, StoreCatalog } from '../../site/catalog/store.ts';
import { formatCents } from '../../site/commerce/format-price.ts';
import { priceVariant } from '../../site/commerce/price.ts';
import { loadCafeItems } from './cafe-items.ts';
import { toApiProduct } from './demo-products.ts';
import { paymentPage } from './payment-page.ts';

/**
 * A local stand-in for the commerce API (SPEC §7): the three calls, with CORS, over the demo
 * products of catalog/store.json, plus a hosted payment page whose Pay lowers the inventory and
 * leads to successUrl, and whose Cancel leads to cancelUrl. State lives in memory.
 *
 * For tests, `/__emulator/*` (never called by the site): `POST fail-next {status, statusText?,
 * body?, path?}` makes the next matching API call answer that; `POST product {…}` adds a raw
 * product; `POST reset` restores catalogue stock and forgets fixtures.
 */
export interface EmulatorOptions {
  port: number;
  catalogDir: string;
  host?: string;
}

export interface Emulator {
  server: Server;
  url: string;
  close(): Promise<void>;
}

interface Session {
  id: string;
  items: { variantId: string; quantity: number }[];
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'paid' | 'cancelled';
}

interface FailRule {
  status: number;
  statusText?: string;
  body?: string;
  path?: string;
}

const SESSION_PLACEHOLDER = /\{CHECKOUT_SESSION_ID\}|%7BCHECKOUT_SESSION_ID%7D/gi;
const MIME: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

export async function startEmulator({ port, catalogDir, host = '127.0.0.1' }: EmulatorOptions): Promise<Emulator> {
  const store = JSON.parse(await readFile(join(catalogDir, 'store.json'), 'utf8')) as StoreCatalog;
  const demo: DemoProduct[] = store.emulator.products;
  const cafe = await loadCafeItems(catalogDir);
  let stock = new Map<string, number>();
  let fixtures = new Map<string, unknown>();
  let failNext: FailRule[] = [];
  const sessions = new Map<string, Session>();

  const reset = () => {
    stock = new Map(demo.flatMap((p) => p.variants.filter((v) => v.stock !== undefined).map((v) => [v.id, v.stock!] as const)));
    fixtures = new Map();
    failNext = [];
  };
  reset();

  const products = (origin: string) => demo.map((p, i) => toApiProduct(p, i, stock, origin));
  const findVariant = (origin: string, variantId: string) => {
    for (const product of products(origin)) {
      const variant = product.variants.find((v) => v.id === variantId);
      if (variant) return { product, variant };
    }
    return cafe.get(variantId);
  };

  const summarize = (origin: string, session: Session) => {
    const lines = session.items.map(({ variantId, quantity }) => {
      const found = findVariant(origin, variantId)!;
      const priced = priceVariant(found.variant);
      const cents = (priced.sale_price_in_cents ?? priced.price_in_cents) * quantity;
      return { title: `${found.product.title} (${priced.title})`, quantity, cents, currency: priced.currency_info };
    });
    const total = lines.reduce((n, l) => n + l.cents, 0);
    return {
      storeName: store.emulator.storeName,
      sessionId: session.id,
      lines: lines.map((l) => ({ title: l.title, quantity: l.quantity, amount: formatCents(l.cents, l.currency) })),
      total: formatCents(total, lines[0]?.currency),
    };
  };

  /** Why these items cannot be bought, or null. */
  const checkItems = (origin: string, items: Session['items']): string | null => {
    if (items.length === 0) return 'items must not be empty';
    for (const { variantId, quantity } of items) {
      const found = findVariant(origin, variantId);
      if (!found) return `unknown variant ${variantId}`;
      if (!found.product.purchasable) return `${found.product.title} is not purchasable`;
      if (!Number.isInteger(quantity) || quantity < 1) return `quantity of ${variantId} must be a whole number above 0`;
      if (found.variant.manage_inventory && quantity > (found.variant.inventory_quantity ?? 0)) {
        return `not enough stock for ${variantId}: ${found.variant.inventory_quantity ?? 0} left`;
      }
    }
    return null;
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('[emulator]', error);
      if (!res.headersSent) json(res, 500, { message: 'Internal emulator error' });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    res.setHeader('access-control-allow-headers', 'content-type');
    res.setHeader('access-control-max-age', '600');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const origin = `http://${req.headers.host ?? `localhost:${port}`}`;
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname;

    // Test controls.
    if (path.startsWith('/__emulator/') && req.method === 'POST') {
      const body = await readJson(req);
      if (path === '/__emulator/reset') reset();
      else if (path === '/__emulator/fail-next') failNext.push(body as FailRule);
      else if (path === '/__emulator/product') fixtures.set(String((body as { id: string }).id), body);
      else return json(res, 404, { message: 'Unknown control' });
      return json(res, 200, { ok: true });
    }

    if (path.startsWith('/store/')) {
      const rule = failNext.findIndex((r) => !r.path || path.includes(r.path));
      if (rule >= 0) {
        const [r] = failNext.splice(rule, 1);
        res.writeHead(r!.status, r!.statusText ?? undefined, { 'content-type': 'application/json' });
        res.end(r!.body ?? JSON.stringify({ message: 'Failure requested by a test' }));
        return;
      }
      return api(req, res, url, origin);
    }

    const pay = path.match(/^\/pay\/([\w-]+)(?:\/(pay|cancel))?$/);
    if (pay) return payment(req, res, pay[1]!, pay[2] as 'pay' | 'cancel' | undefined, origin);

    if (req.method === 'GET' && path.startsWith('/images/')) {
      const file = normalize(join(catalogDir, decodeURIComponent(path)));
      if (!file.startsWith(normalize(join(catalogDir, 'images')))) return json(res, 404, { message: 'Not found' });
      try {
        const data = await readFile(file);
        res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' }).end(data);
      } catch {
        json(res, 404, { message: 'Not found' });
      }
      return;
    }
    if (path === '/') return json(res, 200, { name: 'Kiln commerce emulator', stores: [store.emulator.storeName] });
    json(res, 404, { message: 'Not found' });
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL, origin: string): Promise<void> {
    const m = url.pathname.match(/^\/store\/([^/]+)\/(products\/([^/]+)|variants|checkout)\/?$/);
    if (!m) return json(res, 404, { message: 'Not found' });
    const [, , what, productId] = m;

    if (what!.startsWith('products/') && req.method === 'GET') {
      const id = decodeURIComponent(productId!);
      const product = fixtures.get(id) ?? products(origin).find((p) => p.id === id);
      if (!product) return json(res, 404, { message: `Product ${id} not found` });
      return json(res, 200, product);
    }

    if (what === 'variants' && req.method === 'GET') {
      const ids = new Set(url.searchParams.getAll('product_ids[]'));
      const fields = (url.searchParams.get('fields') ?? '').split(',').map((f) => f.trim()).filter(Boolean);
      const variants = products(origin)
        .filter((p) => ids.size === 0 || ids.has(p.id))
        .flatMap((p) => p.variants)
        .map((v) => (fields.length ? Object.fromEntries([['id', v.id], ...fields.map((f) => [f, (v as unknown as Record<string, unknown>)[f] ?? null])]) : v));
      return json(res, 200, { variants });
    }

    if (what === 'checkout' && req.method === 'POST') {
      const body = (await readJson(req)) as Record<string, unknown> | undefined;
      const items = Array.isArray(body?.items)
        ? (body!.items as Record<string, unknown>[]).map((i) => ({ variantId: String(i?.variant_id ?? ''), quantity: Number(i?.quantity) }))
        : [];
      const successUrl = typeof body?.successUrl === 'string' ? body.successUrl : '';
      const cancelUrl = typeof body?.cancelUrl === 'string' ? body.cancelUrl : '';
      if (!/^https?:\/\//.test(successUrl) || !/^https?:\/\//.test(cancelUrl)) {
        return json(res, 400, { message: 'successUrl and cancelUrl must be absolute URLs' });
      }
      const problem = checkItems(origin, items);
      if (problem) return json(res, problem.startsWith('not enough') ? 409 : 400, { message: problem });
      const session: Session = { id: randomUUID().replace(/-/g, ''), items, successUrl, cancelUrl, status: 'open' };
      sessions.set(session.id, session);
      return json(res, 200, { url: `${origin}/pay/${session.id}`, id: session.id });
    }
    json(res, 405, { message: 'Method not allowed' });
  }

  async function payment(req: IncomingMessage, res: ServerResponse, id: string, action: 'pay' | 'cancel' | undefined, origin: string): Promise<void> {
    const session = sessions.get(id);
    const html = (status: number, page: string): void => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    };
    if (!session) return html(404, paymentPage({ storeName: store.emulator.storeName, sessionId: id, lines: [], total: '—', error: 'This payment session does not exist.', closed: true }));
    if (!action && req.method === 'GET') return html(200, paymentPage({ ...summarize(origin, session), closed: session.status !== 'open' }));
    if (req.method !== 'POST' || !action) return json(res, 405, { message: 'Method not allowed' });
    await readBody(req);
    if (session.status !== 'open') return html(409, paymentPage({ ...summarize(origin, session), closed: true }));
    if (action === 'cancel') {
      session.status = 'cancelled';
      return redirect(res, session.cancelUrl);
    }
    const problem = checkItems(origin, session.items);
    if (problem) return html(409, paymentPage({ ...summarize(origin, session), error: `Payment refused: ${problem}.` }));
    for (const { variantId, quantity } of session.items) {
      if (stock.has(variantId)) stock.set(variantId, stock.get(variantId)! - quantity);
    }
    session.status = 'paid';
    redirect(res, session.successUrl.replace(SESSION_PLACEHOLDER, session.id));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `http://localhost:${actualPort}`,
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

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      data += chunk;
      if (data.length > 1_000_000) req.destroy(new Error('body too large'));
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
