import type { MenuItem } from '../catalog/menu.ts';
import type { PackageItem } from '../catalog/packages.ts';
import { formatMoney, INR, rupeesToPaise, type CurrencyTotal, DEFAULT_CURRENCY } from './money.ts';
import { isRecord } from '../lib/is-record.ts';
import { COMMERCE_MESSAGES } from '../lib/spec-messages.ts';
import type { CartProduct, CartVariant, PricedVariant, StoreProduct } from './types.ts';

/*
 * The rules of the cart (SPEC §3–§5), pure: no storage, no DOM. The shared cart itself is
 * site/store/cart-store.ts; the drawer, the product page, the menu buttons, the emulator and the
 * success page all count with these.
 */

/** A cart line (SPEC §3): one variant of one product and how many. */
export interface CartLine {
  product: CartProduct;
  variant: CartVariant;
  quantity: number;
}

/** Menu and package adds (SPEC §5), and the most of one line anyone can hold. */
export const STATIC_STOCK_LIMIT = 999;

/** What a guest pays for one of a variant: the sale amount when there is one. */
export const effectiveCents = (v: Pick<CartVariant, 'price_in_cents' | 'sale_price_in_cents'>): number =>
  v.sale_price_in_cents ?? v.price_in_cents;

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
    return {
      ok: false,
      error: COMMERCE_MESSAGES.notEnoughStockCart(product.title, variant.title, left),
      lines: [...lines],
    };
  }
  const limit = variant.manage_inventory ? Math.floor(stock) : STATIC_STOCK_LIMIT;
  const total = Math.min(inCart + wanted, limit);
  if (existing) {
    return {
      ok: true,
      lines: lines.map((l) => (l === existing ? { ...l, variant: { ...l.variant, ...variant }, quantity: total } : l)),
    };
  }
  return { ok: true, lines: [...lines, { product, variant, quantity: total }] };
}

/** The drawer's quantity controls: never below 1 (removal is separate), never above the line's limit. */
export function setLineQuantity(lines: readonly CartLine[], variantId: string, quantity: number): CartLine[] {
  return lines.map((l) =>
    l.variant.id === variantId ? { ...l, quantity: clampQuantity(quantity, Math.max(1, lineLimit(l.variant))) } : l,
  );
}

export const removeLine = (lines: readonly CartLine[], variantId: string): CartLine[] =>
  lines.filter((l) => l.variant.id !== variantId);

/** Takes lines that were paid for out of a cart they had been put back into. */
export function withoutLines(cart: readonly CartLine[], paid: readonly CartLine[]): CartLine[] {
  return cart.flatMap((line) => {
    const sold = paid.filter((p) => sameLine(p, line.product, line.variant)).reduce((n, p) => n + p.quantity, 0);
    const left = line.quantity - sold;
    return left > 0 ? [{ ...line, quantity: left }] : [];
  });
}

export const totalQuantity = (lines: readonly CartLine[]): number => lines.reduce((n, l) => n + l.quantity, 0);

/** What a line costs. */
export const lineCents = (l: CartLine): number => effectiveCents(l.variant) * l.quantity;

/** A cart's total per currency (menu items are in rupees, store products in euro by default). */
export function cartTotals(lines: readonly CartLine[]): CurrencyTotal[] {
  const totals: CurrencyTotal[] = [];
  for (const line of lines) {
    const code = line.variant.currency_info.code.toLowerCase();
    const found = totals.find((t) => t.currency.code.toLowerCase() === code);
    if (found) found.minor += lineCents(line);
    else totals.push({ currency: line.variant.currency_info, minor: lineCents(line) });
  }
  return totals;
}

/** Updates the stock each line knows (after asking the API), keyed by variant id. */
export function applyStock(lines: readonly CartLine[], stock: ReadonlyMap<string, number>): CartLine[] {
  return lines.map((l) =>
    stock.has(l.variant.id) ? { ...l, variant: { ...l.variant, inventory_quantity: stock.get(l.variant.id)! } } : l,
  );
}

/** The first line holding more than its stock, as the spec's message. */
export function stockProblem(lines: readonly CartLine[]): string | null {
  const over = lines.find(
    (l) =>
      l.variant.manage_inventory &&
      typeof l.variant.inventory_quantity === 'number' &&
      l.quantity > l.variant.inventory_quantity,
  );
  return over
    ? COMMERCE_MESSAGES.notEnoughStockCart(
        over.product.title,
        over.variant.title,
        Math.max(0, over.variant.inventory_quantity!),
      )
    : null;
}

/* Menu items and packages as cart lines (SPEC §3 "Cart product/variant for menu and package items"). */

export const MENU_VARIANT_FALLBACK = 'Standard';
export const PACKAGE_VARIANT_FALLBACK = 'Standard Package';

/** A menu item or package as the cart holds it: always in rupees, never stock-managed. */
export interface StaticCartItem {
  product: CartProduct & { image: string };
  variant: CartVariant;
}

/** Ids are namespaced so a menu item and a package can never share a cart line, nor a store product. */
export const CAFE_ID_PREFIX = { menu: 'menu-', package: 'package-' } as const;

const staticItem = (id: string, title: string, image: string, variantTitle: string, paise: number): StaticCartItem => ({
  product: { id, title, image },
  variant: {
    id,
    title: variantTitle,
    price_in_cents: paise,
    sale_price_in_cents: null,
    price_formatted: formatMoney(paise, INR),
    sale_price_formatted: null,
    currency_info: { ...INR },
    manage_inventory: false,
  },
});

/**
 * A menu item (price in paise) as a cart product/variant; `image` is a public URL. A dish sold in
 * sizes goes in as the size chosen (`size`, by default its first): a line of its own, named by it.
 */
export const menuCartItem = (item: MenuItem, image: string, size = item.variants?.[0]): StaticCartItem =>
  size
    ? staticItem(`${CAFE_ID_PREFIX.menu}${item.id}--${size.id}`, item.name, image, size.label, size.price)
    : staticItem(
        `${CAFE_ID_PREFIX.menu}${item.id}`,
        item.name,
        image,
        item.description || MENU_VARIANT_FALLBACK,
        item.price ?? 0,
      );

/** Every way a dish can go into the cart: each of its sizes, or itself. */
export const menuCartItems = (item: MenuItem, image: string): StaticCartItem[] =>
  item.variants ? item.variants.map((size) => menuCartItem(item, image, size)) : [menuCartItem(item, image)];

/**
 * The per-person price a package goes into the cart at (rupees): its single price, else the
 * adult price — the one a guest would see first on the card.
 */
export const packageUnitPrice = (pkg: PackageItem): number => pkg.price ?? pkg.priceAdult ?? pkg.priceKid ?? 0;

/** A package (prices in rupees) as a cart product/variant; `image` is a public URL. */
export const packageCartItem = (pkg: PackageItem, image: string): StaticCartItem =>
  staticItem(
    `${CAFE_ID_PREFIX.package}${pkg.id}`,
    pkg.subTitle,
    image,
    pkg.note || PACKAGE_VARIANT_FALLBACK,
    rupeesToPaise(packageUnitPrice(pkg)),
  );

/** A store product's variant as a cart line keeps it: the SPEC §3 fields, nothing of the API's rest. */
export const storeCartItem = (
  product: Pick<StoreProduct, 'id' | 'title'>,
  variant: PricedVariant,
  image: string | null,
): { product: CartProduct; variant: CartVariant } => ({
  product: { id: product.id, title: product.title, image },
  variant: {
    id: variant.id,
    title: variant.title,
    price_in_cents: variant.price_in_cents,
    sale_price_in_cents: variant.sale_price_in_cents,
    price_formatted: variant.price_formatted,
    sale_price_formatted: variant.sale_price_formatted,
    currency_info: variant.currency_info,
    manage_inventory: variant.manage_inventory,
    inventory_quantity: variant.inventory_quantity ?? null,
    image_url: variant.image_url ?? null,
  },
});

/* Reading a stored cart: anything that is not a well-formed line is dropped, never thrown. */

const isText = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length < 500;
const isCents = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

function parseLine(x: unknown): CartLine | null {
  if (!isRecord(x) || !isRecord(x.product) || !isRecord(x.variant)) return null;
  const p = x.product;
  const v = x.variant;
  if (!isText(p.id) || !isText(p.title) || !isText(v.id) || !isText(v.title) || !isCents(v.price_in_cents)) return null;
  if (typeof x.quantity !== 'number' || !Number.isFinite(x.quantity) || x.quantity < 1) return null;
  const currency = isRecord(v.currency_info) && isText(v.currency_info.code) ? v.currency_info : DEFAULT_CURRENCY;
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
    if (line && !lines.some((l) => sameLine(l, line.product, line.variant))) lines.push(line);
  }
  return lines;
}
