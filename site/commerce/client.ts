import { isRecord } from '../core/lib/is-record.ts';
import { STORE_MESSAGES } from '../core/lib/spec-messages.ts';
import type { CurrencyTotal } from '../core/commerce/money.ts';
import { parseProduct } from '../core/commerce/parse-product.ts';
import type { StoreProduct } from '../core/commerce/types.ts';

/** Where the commerce API lives (catalog/site.json `commerce`, or `kiln build --api-base`). */
export interface CommerceConfig {
  apiBase: string;
  storeId: string;
}

export interface CheckoutBody {
  items: { variant_id: string; quantity: number }[];
  successUrl: string;
  cancelUrl: string;
  locale: string;
  timeZone: string;
}

export interface CheckoutSession {
  url: string;
  id?: string;
  /**
   * What the store will charge, when its answer says (`amount_total` in minor units and
   * `currency`, as Stripe names them): the store prices the items it was sent itself, so this,
   * not the browser's copy of the prices, is the order's total.
   */
  total?: CurrencyTotal;
}

export interface CommerceClient {
  /** Call 1: GET /store/{store}/products/{id} */
  getProduct(id: string, fields?: string): Promise<StoreProduct>;
  /** Call 2: GET /store/{store}/variants?fields=inventory_quantity&product_ids[]=… → variant id → stock. */
  getStock(productIds: readonly string[], signal?: AbortSignal): Promise<Map<string, number>>;
  /** Call 3: POST /store/{store}/checkout → the payment page's url (and the session id and the total charged, when the API names them). */
  createCheckout(body: CheckoutBody, signal?: AbortSignal): Promise<CheckoutSession>;
}

const storeBase = ({ apiBase, storeId }: CommerceConfig) =>
  `${apiBase.replace(/\/+$/, '')}/store/${encodeURIComponent(storeId)}`;

/** Call 1's address: GET /store/{store}/products/{id}, with its optional `fields`. */
export const productUrl = (config: CommerceConfig, id: string, fields?: string): string =>
  `${storeBase(config)}/products/${encodeURIComponent(id)}${fields ? `?${new URLSearchParams({ fields })}` : ''}`;

/** Call 2's address: GET /store/{store}/variants?fields=inventory_quantity&product_ids[]=… */
export function stockUrl(config: CommerceConfig, productIds: readonly string[]): string {
  const query = new URLSearchParams({ fields: 'inventory_quantity' });
  for (const id of productIds) query.append('product_ids[]', id);
  return `${storeBase(config)}/variants?${query}`;
}

/** Call 2's JSON as variant id → stock, or undefined when it is not a list of variants. */
export function parseStock(data: unknown): Map<string, number> | undefined {
  const list = isRecord(data) && Array.isArray(data.variants) ? data.variants : Array.isArray(data) ? data : null;
  if (!list) return undefined;
  const stock = new Map<string, number>();
  for (const v of list) {
    if (isRecord(v) && typeof v.id === 'string' && typeof v.inventory_quantity === 'number')
      stock.set(v.id, v.inventory_quantity);
  }
  return stock;
}

/** The three calls of SPEC §7, and no others. Any non-ok answer throws "HTTP {status}: {statusText}". */
export function createCommerceClient(
  { apiBase, storeId }: CommerceConfig,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
): CommerceClient {
  const base = storeBase({ apiBase, storeId });

  async function call(url: string, init?: RequestInit): Promise<unknown> {
    const res = await fetchImpl(url, init);
    if (!res.ok) throw new Error(STORE_MESSAGES.httpError(res.status, res.statusText));
    try {
      return await res.json();
    } catch {
      throw new Error(STORE_MESSAGES.badResponse);
    }
  }

  return {
    async getProduct(id, fields) {
      return parseProduct(await call(productUrl({ apiBase, storeId }, id, fields)));
    },

    async getStock(productIds, signal) {
      const stock = parseStock(await call(stockUrl({ apiBase, storeId }, productIds), { signal }));
      if (!stock) throw new Error(STORE_MESSAGES.badResponse);
      return stock;
    },

    async createCheckout(body, signal) {
      const data = await call(`${base}/checkout`, {
        method: 'POST',
        signal,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!isRecord(data) || typeof data.url !== 'string' || !/^https?:\/\//.test(data.url))
        throw new Error(STORE_MESSAGES.badResponse);
      const total = chargedTotal(data);
      return {
        url: data.url,
        ...(typeof data.id === 'string' && data.id ? { id: data.id } : {}),
        ...(total ? { total } : {}),
      };
    },
  };
}

/** The checkout answer's total, if it names one whole: a count of minor units and a currency code ("inr"). */
function chargedTotal(data: Record<string, unknown>): CurrencyTotal | undefined {
  const { amount_total: minor, currency: code } = data;
  if (typeof minor !== 'number' || !Number.isSafeInteger(minor) || minor < 0) return undefined;
  if (typeof code !== 'string' || !/^[a-z]{3}$/i.test(code)) return undefined;
  return { minor, currency: { code: code.toUpperCase() } };
}

/** Merges call 2's stock into a product's variants, by id. */
export function mergeStock<P extends Pick<StoreProduct, 'variants'>>(
  product: P,
  stock: ReadonlyMap<string, number>,
): P {
  return {
    ...product,
    variants: product.variants.map((v) => (stock.has(v.id) ? { ...v, inventory_quantity: stock.get(v.id)! } : v)),
  };
}
