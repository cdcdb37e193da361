import type { ToastText } from '../core/catalog/common.ts';
import { CART_PRICE_MESSAGES } from '../core/lib/spec-messages.ts';
import { CAFE_ID_PREFIX, effectiveCents, type CartLine } from '../core/commerce/cart.ts';
import { formatMoney, INR } from '../core/commerce/money.ts';
import type { ProductOffer } from '../core/commerce/parse-product.ts';
import { priceVariant } from '../core/commerce/price.ts';
import type { PublishedPrices } from './published-prices.ts';
import type { CartVariant } from '../core/commerce/types.ts';

/*
 * A cart kept in the browser holds the prices of the day each line was added. When a page loads,
 * they are checked against the site's current ones (client/check-cart-prices.ts): the build's for dishes
 * and packages, the store's for its products. What changed is updated, so the total the cart shows
 * is the one the payment page asks for, and the guest is told in one toast. Pure: no fetch, no storage.
 */

/** The price fields of a variant, as they are now. */
export type CurrentPrice = Pick<
  CartVariant,
  'price_in_cents' | 'sale_price_in_cents' | 'price_formatted' | 'sale_price_formatted' | 'currency_info'
>;

/** A variant the café no longer sells: its line leaves the cart, as Pay Online could not charge for it. */
export const NO_LONGER_SOLD = 'no-longer-sold';

/** By variant id: its price now, or NO_LONGER_SOLD. A variant not named is unknown (offline, the store down) and left as it is. */
export type PricesNow = ReadonlyMap<string, CurrentPrice | typeof NO_LONGER_SOLD>;

/** A dish's or a package's line (core/commerce/cart.ts namespaces their ids), as opposed to a store product's. */
export const isCafeLine = (line: CartLine): boolean =>
  !line.variant.manage_inventory && Object.values(CAFE_ID_PREFIX).some((prefix) => line.variant.id.startsWith(prefix));

/** The dishes' and packages' prices now, from the build's file: one it does not list is no longer sold. */
export function cafePricesNow(
  lines: readonly CartLine[],
  published: PublishedPrices,
): Map<string, CurrentPrice | typeof NO_LONGER_SOLD> {
  const now = new Map<string, CurrentPrice | typeof NO_LONGER_SOLD>();
  for (const line of lines.filter(isCafeLine)) {
    const paise = published.items[line.variant.id];
    now.set(
      line.variant.id,
      paise === undefined
        ? NO_LONGER_SOLD
        : {
            price_in_cents: paise,
            sale_price_in_cents: null,
            price_formatted: formatMoney(paise, INR),
            sale_price_formatted: null,
            currency_info: { ...INR },
          },
    );
  }
  return now;
}

/**
 * The store's products' prices now, from call 1's answers by product id: `null` for a product the
 * store no longer has (404). A variant the product no longer has, or a product no longer for sale,
 * is no longer sold; a product not answered for is unknown.
 */
export function storePricesNow(
  lines: readonly CartLine[],
  offers: ReadonlyMap<string, ProductOffer | null>,
): Map<string, CurrentPrice | typeof NO_LONGER_SOLD> {
  const now = new Map<string, CurrentPrice | typeof NO_LONGER_SOLD>();
  for (const line of lines) {
    if (isCafeLine(line) || !offers.has(line.product.id)) continue;
    const offer = offers.get(line.product.id);
    const variant = offer?.purchasable ? offer.variants.find((v) => v.id === line.variant.id) : undefined;
    if (!variant) {
      now.set(line.variant.id, NO_LONGER_SOLD);
      continue;
    }
    const { price_in_cents, sale_price_in_cents, price_formatted, sale_price_formatted, currency_info } =
      priceVariant(variant);
    now.set(line.variant.id, {
      price_in_cents,
      sale_price_in_cents,
      price_formatted,
      sale_price_formatted,
      currency_info,
    });
  }
  return now;
}

/** A price a guest was told of: the line's name, and what one costs now and cost before, formatted. */
export interface PriceChange {
  name: string;
  now: string;
  was: string;
}

export interface Reconciled {
  lines: CartLine[];
  /** Lines whose price to pay changed, in the cart's order. */
  changed: PriceChange[];
  /** Names of the lines taken out, no longer sold. */
  removed: string[];
}

const sameCurrency = (a: CurrentPrice, b: CurrentPrice) =>
  a.currency_info.code.toLowerCase() === b.currency_info.code.toLowerCase();
const samePrice = (a: CurrentPrice, b: CurrentPrice) =>
  sameCurrency(a, b) && a.price_in_cents === b.price_in_cents && a.sale_price_in_cents === b.sale_price_in_cents;
const toPay = (p: CurrentPrice) => formatMoney(effectiveCents(p), p.currency_info);

/**
 * `lines` at today's prices. A line whose price is unknown stays as it is; a changed price is
 * updated (a changed regular price under an unchanged sale price too, though only a change in
 * what the guest pays is told). A line no longer sold leaves the cart.
 */
export function reconcilePrices(lines: readonly CartLine[], now: PricesNow): Reconciled {
  // A line is named by its product, and by its variant too when another line shares the product's name.
  const name = (line: CartLine) =>
    lines.some((l) => l !== line && l.product.title === line.product.title)
      ? `${line.product.title} (${line.variant.title})`
      : line.product.title;
  const changed: PriceChange[] = [];
  const removed: string[] = [];
  const kept: CartLine[] = [];
  for (const line of lines) {
    const price = now.get(line.variant.id);
    if (price === NO_LONGER_SOLD) {
      removed.push(name(line));
      continue;
    }
    if (!price || samePrice(price, line.variant)) {
      kept.push(line);
      continue;
    }
    if (!sameCurrency(price, line.variant) || effectiveCents(price) !== effectiveCents(line.variant)) {
      changed.push({ name: name(line), now: toPay(price), was: toPay(line.variant) });
    }
    kept.push({ ...line, variant: { ...line.variant, ...price } });
  }
  return { lines: kept, changed, removed };
}

/** "A", "A and B", "A, B and C". */
const listOf = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The one toast that tells the guest what changed in their cart, or null when nothing did. */
export function priceChangeToast({ changed, removed }: Pick<Reconciled, 'changed' | 'removed'>): ToastText | null {
  if (!changed.length && !removed.length) return null;
  const changes = changed.map((c) => CART_PRICE_MESSAGES.changed(c.name, c.now, c.was));
  const parts = [
    changes.length === 1
      ? `${changes[0]}.`
      : changes.length
        ? CART_PRICE_MESSAGES.severalChanged(changes.length, changes.join('; '))
        : '',
    removed.length ? CART_PRICE_MESSAGES.removed(listOf(removed), removed.length) : '',
  ];
  return { title: CART_PRICE_MESSAGES.title, description: parts.filter(Boolean).join(' ') };
}
