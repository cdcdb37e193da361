import type { CartProduct, CartVariant } from '../commerce/types.ts';
import { COMMERCE_MESSAGES } from '../commerce/messages.ts';
import { createLocalStore } from './local-store.ts';
import { STORAGE_KEYS } from './keys.ts';

/** A cart line (SPEC §3): one variant of one product and how many. */
export interface CartLine {
  product: CartProduct;
  variant: CartVariant;
  quantity: number;
}

/** Menu and package adds (SPEC §5), and the most of one line anyone can hold. */
export const STATIC_STOCK_LIMIT = 999;

/** A typed quantity made sane: a whole number from 1 to `max` (0, negatives and junk become 1). */
export function clampQuantity(n: unknown, max = STATIC_STOCK_LIMIT): number {
  const value = typeof n === 'string' ? Number(n) : n;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) return 1;
  return Math.max(1, Math.min(Math.floor(value), Math.max(1, max)));
}

/** How many of a variant the cart may hold: its stock when inventory is managed, else the static limit. */
export function lineLimit(variant: CartVariant, stockLimit = STATIC_STOCK_LIMIT): number {
  if (variant.manage_inventory && typeof variant.inventory_quantity === 'number') {
    return Math.max(0, Math.floor(variant.inventory_quantity));
  }
  return Math.min(stockLimit, STATIC_STOCK_LIMIT);
}

export type AddResult = { ok: true; lines: CartLine[] } | { ok: false; error: string; lines: CartLine[] };

const sameLine = (l: CartLine, product: CartProduct, variant: CartVariant) =>
  l.product.id === product.id && l.variant.id === variant.id;

/**
 * SPEC §4/§5: an existing variant raises its quantity, otherwise a new line. With inventory
 * managed, cart quantity plus the new one may not exceed the stock (`stock`, else the variant's
 * inventory_quantity): the add is rejected with the spec's message. Unmanaged lines stop at the limit.
 */
export function addLine(
  lines: readonly CartLine[],
  product: CartProduct,
  variant: CartVariant,
  quantity: number,
  stock: number = variant.inventory_quantity ?? STATIC_STOCK_LIMIT,
): AddResult {
  const wanted = clampQuantity(quantity);
  const existing = lines.find((l) => sameLine(l, product, variant));
  const inCart = existing?.quantity ?? 0;
  if (variant.manage_inventory && inCart + wanted > stock) {
    const left = Math.max(0, Math.floor(stock));
    return { ok: false, error: COMMERCE_MESSAGES.notEnoughStockCart(product.title, variant.title, left), lines: [...lines] };
  }
  const limit = variant.manage_inventory ? Math.floor(stock) : STATIC_STOCK_LIMIT;
  const total = Math.min(inCart + wanted, limit);
  if (existing) {
    return { ok: true, lines: lines.map((l) => (l === existing ? { ...l, variant: { ...l.variant, ...variant }, quantity: total } : l)) };
  }
  return { ok: true, lines: [...lines, { product, variant, quantity: total }] };
}

/** The drawer's quantity controls: never below 1 (removal is separate), never above the line's limit. */
export function setLineQuantity(lines: readonly CartLine[], variantId: string, quantity: number): CartLine[] {
  return lines.map((l) => (l.variant.id === variantId ? { ...l, quantity: clampQuantity(quantity, Math.max(1, lineLimit(l.variant))) } : l));
}

export const removeLine = (lines: readonly CartLine[], variantId: string): CartLine[] => lines.filter((l) => l.variant.id !== variantId);

export const totalQuantity = (lines: readonly CartLine[]): number => lines.reduce((n, l) => n + l.quantity, 0);

/** What a line costs: the sale price when there is one. */
export const lineCents = (l: CartLine): number => (l.variant.sale_price_in_cents ?? l.variant.price_in_cents) * l.quantity;

export const totalCents = (lines: readonly CartLine[]): number => lines.reduce((n, l) => n + lineCents(l), 0);

/** Updates the stock each line knows (after asking the API), keyed by variant id. */
export function applyStock(lines: readonly CartLine[], stock: ReadonlyMap<string, number>): CartLine[] {
  return lines.map((l) => (stock.has(l.variant.id) ? { ...l, variant: { ...l.variant, inventory_quantity: stock.get(l.variant.id)! } } : l));
}

/** The first line holding more than its stock, as the spec's message. */
export function stockProblem(lines: readonly CartLine[]): string | null {
  const over = lines.find((l) => l.variant.manage_inventory && typeof l.variant.inventory_quantity === 'number' && l.quantity > l.variant.inventory_quantity);
  return over ? COMMERCE_MESSAGES.notEnoughStockCart(over.product.title, over.variant.title, Math.max(0, over.variant.inventory_quantity!)) : null;
}

/* Reading what was stored: anything that is not a well-formed line is dropped, never thrown. */

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isText = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length < 500;
const isCents = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

function parseLine(x: unknown): CartLine | null {
  if (!isObject(x) || !isObject(x.product) || !isObject(x.variant)) return null;
  const p = x.product;
  const v = x.variant;
  if (!isText(p.id) || !isText(p.title) || !isText(v.id) || !isText(v.title) || !isCents(v.price_in_cents)) return null;
  if (typeof x.quantity !== 'number' || !Number.isFinite(x.quantity) || x.quantity < 1) return null;
  const currency = isObject(v.currency_info) && isText(v.currency_info.code) ? v.currency_info : { code: 'eur' };
  const variant: CartVariant = {
    id: v.id,
    title: v.title,
    price_in_cents: Math.round(v.price_in_cents),
    sale_price_in_cents: isCents(v.sale_price_in_cents) ? Math.round(v.sale_price_in_cents) : null,
    price_formatted: typeof v.price_formatted === 'string' ? v.price_formatted : '',
    sale_price_formatted: typeof v.sale_price_formatted === 'string' ? v.sale_price_formatted : null,
    currency_info: {
      code: String(currency.code),
      ...(typeof currency.symbol === 'string' ? { symbol: currency.symbol } : {}),
      ...(typeof currency.template === 'string' ? { template: currency.template } : {}),
    },
    manage_inventory: v.manage_inventory === true,
    ...(isCents(v.inventory_quantity) ? { inventory_quantity: Math.floor(v.inventory_quantity) } : {}),
    ...(typeof v.image_url === 'string' ? { image_url: v.image_url } : {}),
  };
  const product: CartProduct = { id: p.id, title: p.title, ...(typeof p.image === 'string' ? { image: p.image } : {}) };
  return { product, variant, quantity: clampQuantity(x.quantity, STATIC_STOCK_LIMIT) };
}

/** A stored cart, vetted: not an array → ignored; bad lines dropped; a variant appears once. */
export function parseCart(raw: unknown): CartLine[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const lines: CartLine[] = [];
  for (const item of raw) {
    const line = parseLine(item);
    if (line && !lines.some((l) => l.product.id === line.product.id && l.variant.id === line.variant.id)) lines.push(line);
  }
  return lines;
}

/** The cart every island and tab shares, saved under STORAGE_KEYS.cart. */
export const cartStore = createLocalStore<CartLine[]>(STORAGE_KEYS.cart, parseCart, []);

/** Adds to the shared cart; the result says whether the stock rule let it in. */
export function addToCart(product: CartProduct, variant: CartVariant, quantity: number, stock?: number): AddResult {
  const result = addLine(cartStore.get(), product, variant, quantity, stock);
  if (result.ok) cartStore.set(result.lines);
  return result;
}
