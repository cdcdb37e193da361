import type { MenuCatalog } from '../core/catalog/menu.ts';
import type { PackagesCatalog } from '../core/catalog/packages.ts';
import { isRecord } from '../core/lib/is-record.ts';
import { cafeCartItems } from '../core/commerce/cafe-cart-items.ts';
import type { CommerceConfig } from './client.ts';

/**
 * What a cart kept in a browser is checked against when a page loads (client/check-cart-prices.ts): a
 * small file the build writes beside the pages, fetched only when there is a cart, so no page
 * carries the prices of every dish, and a page kept from an older build still checks against
 * the latest. Its address never changes; it is sent as pages are (no-cache).
 */
export const CART_PRICES_PATH = '/cart-prices.json';

export interface PublishedPrices {
  /** Where the store's own products are priced now (SPEC §7.1). */
  commerce: CommerceConfig;
  /** Every dish and package a guest can add, by its cart variant id: what one costs now, in paise. */
  items: Record<string, number>;
}

/** The file's content for a catalogue: priced exactly as the cart buttons and the store's checkout price them. */
export function publishedPrices(
  menu: MenuCatalog | undefined,
  packages: PackagesCatalog | undefined,
  commerce: CommerceConfig,
): PublishedPrices {
  const items: Record<string, number> = {};
  for (const { variant } of cafeCartItems(menu, packages)) items[variant.id] = variant.price_in_cents;
  return { commerce: { apiBase: commerce.apiBase, storeId: commerce.storeId }, items };
}

const isPaise = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;

/** The fetched file, vetted: anything malformed is undefined (the cart is then left as it is). */
export function parsePublishedPrices(raw: unknown): PublishedPrices | undefined {
  if (!isRecord(raw) || !isRecord(raw.commerce) || !isRecord(raw.items)) return undefined;
  const { apiBase, storeId } = raw.commerce;
  if (typeof apiBase !== 'string' || typeof storeId !== 'string') return undefined;
  const items: Record<string, number> = {};
  for (const [id, paise] of Object.entries(raw.items)) if (isPaise(paise)) items[id] = paise;
  return { commerce: { apiBase, storeId }, items };
}
