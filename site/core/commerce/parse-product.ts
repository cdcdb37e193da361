import { isRecord } from '../lib/is-record.ts';
import { STORE_MESSAGES } from '../lib/spec-messages.ts';
import type { AdditionalInfo, CurrencyInfo, OptionValue, StorePrice, StoreProduct, StoreVariant } from './types.ts';

/*
 * Call 1's answer comes from outside: the page must never trust its shape. Whatever is malformed
 * is dropped field by field; a product that cannot be shown at all (no id or title, no variant
 * with a price) is an error the product page turns into 'Error loading product: {message}'.
 */

const text = (x: unknown): string | null => (typeof x === 'string' ? x : null);
const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const amount = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : null);
const httpUrl = (x: unknown): string | null => (typeof x === 'string' && /^https?:\/\//i.test(x) ? x : null);

function currency(x: unknown): CurrencyInfo | null {
  if (!isRecord(x) || !text(x.code)) return null;
  return { code: x.code as string, symbol: text(x.symbol), template: text(x.template) };
}

function price(x: unknown): StorePrice | null {
  if (!isRecord(x)) return null;
  const regular = amount(x.amount);
  if (regular === null) return null;
  return {
    amount: regular,
    sale_amount: amount(x.sale_amount),
    currency_code: text(x.currency_code),
    currency: currency(x.currency),
  };
}

function optionValue(x: unknown): OptionValue | null {
  if (!isRecord(x)) return null;
  const [id, optionId, variantId, value] = [text(x.id), text(x.option_id), text(x.variant_id), text(x.value)];
  return id && optionId && variantId && value !== null
    ? { id, option_id: optionId, variant_id: variantId, value }
    : null;
}

const present = <T>(x: T | null): x is T => x !== null;

/** A variant a guest can buy: an id, a title and a first price with an amount. */
function variant(x: unknown): StoreVariant | null {
  if (!isRecord(x) || !text(x.id) || !text(x.title)) return null;
  const first = price(list(x.prices)[0]);
  if (!first) return null;
  return {
    id: x.id as string,
    title: x.title as string,
    image_url: httpUrl(x.image_url),
    sku: text(x.sku),
    prices: [first],
    manage_inventory: x.manage_inventory === true,
    weight: amount(x.weight),
    options: list(x.options).map(optionValue).filter(present),
    inventory_quantity:
      typeof x.inventory_quantity === 'number' && Number.isFinite(x.inventory_quantity) ? x.inventory_quantity : null,
  };
}

function additionalInfo(x: unknown, i: number): AdditionalInfo | null {
  if (!isRecord(x) || !text(x.title)) return null;
  return {
    id: text(x.id) ?? String(i),
    order: amount(x.order) ?? i,
    title: x.title as string,
    description: text(x.description) ?? '',
  };
}

const isProduct = (data: unknown): data is Record<string, unknown> =>
  isRecord(data) && !!text(data.id) && !!text(data.title);

/** What a product offers: its variants (with their prices and stock), whether it is for sale, and which price the store shows. */
export type ProductOffer = Pick<StoreProduct, 'variants' | 'purchasable' | 'site_product_selection'>;

/**
 * Call 1's JSON as far as its prices and stock go, read as parseProduct reads it, or null where
 * parseProduct would throw: for the plain-DOM script of the store's cards and of a product page
 * not yet live (client/init-live-prices.ts), without the rest of the reading.
 */
export function productOffer(data: unknown): ProductOffer | null {
  if (!isProduct(data)) return null;
  const variants = list(data.variants).map(variant).filter(present);
  return variants.length
    ? { variants, purchasable: data.purchasable === true, site_product_selection: text(data.site_product_selection) }
    : null;
}

/** Call 1's JSON as a product the page can render, or an Error saying why it cannot be. */
export function parseProduct(data: unknown): StoreProduct {
  if (!isProduct(data)) throw new Error(STORE_MESSAGES.badResponse);
  const variants = productOffer(data)?.variants;
  if (!variants) throw new Error(STORE_MESSAGES.noPurchasableVariant);
  return {
    id: data.id as string,
    title: data.title as string,
    subtitle: text(data.subtitle),
    ribbon_text: text(data.ribbon_text),
    description: text(data.description),
    thumbnail: httpUrl(data.thumbnail),
    images: list(data.images).flatMap((i) => (isRecord(i) && httpUrl(i.url) ? [{ url: i.url as string }] : [])),
    purchasable: data.purchasable === true,
    site_product_selection: text(data.site_product_selection),
    options: list(data.options).flatMap((o) =>
      isRecord(o) && text(o.id) && text(o.title)
        ? [{ id: o.id as string, title: o.title as string, values: list(o.values).map(optionValue).filter(present) }]
        : [],
    ),
    variants,
    additional_info: list(data.additional_info).map(additionalInfo).filter(present),
  };
}
