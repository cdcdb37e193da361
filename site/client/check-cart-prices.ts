import { productUrl, type CommerceConfig } from '../commerce/client.ts';
import { productOffer, type ProductOffer } from '../core/commerce/parse-product.ts';
import { CART_PRICES_PATH, parsePublishedPrices } from '../commerce/published-prices.ts';
import {
  cafePricesNow,
  isCafeLine,
  priceChangeToast,
  reconcilePrices,
  storePricesNow,
} from '../commerce/reconcile-prices.ts';
import { cartStore } from '../store/cart-store.ts';
import { requestToast } from '../ui/request-page.ts';

/*
 * The cart checked against the site's current prices (commerce/reconcile-prices.ts), fetched by
 * client/init-cart-sync.ts when a page loads with a cart: the build's file for dishes and packages,
 * call 1 for each of the store's products in it. Offline, or with the store down, the cart stays
 * as it is, and Pay Online's own checks stand.
 */

const json = async (url: string, init?: RequestInit): Promise<{ status: number; data?: unknown }> => {
  const response = await fetch(url, init);
  return { status: response.status, data: response.ok ? await response.json() : undefined };
};

/** Call 1 for a product: what it offers, null when the store no longer has it, undefined when unknown. */
async function offerOf(commerce: CommerceConfig, id: string): Promise<ProductOffer | null | undefined> {
  try {
    const { status, data } = await json(productUrl(commerce, id));
    if (status === 404 || status === 410) return null;
    return data === undefined ? undefined : (productOffer(data) ?? undefined);
  } catch {
    return undefined;
  }
}

/** Checks the stored cart's prices once; updates it and tells the guest when something changed. */
export async function checkCartPrices(): Promise<void> {
  const lines = cartStore.get();
  if (!lines.length) return;
  // Asked afresh: the file keeps its address from build to build.
  const published = parsePublishedPrices(
    (await json(CART_PRICES_PATH, { cache: 'no-cache' }).catch(() => undefined))?.data,
  );
  if (!published) return;
  const productIds = [...new Set(lines.filter((l) => !isCafeLine(l)).map((l) => l.product.id))];
  const offers = new Map<string, ProductOffer | null>();
  await Promise.all(
    productIds.map(async (id) => {
      const offer = await offerOf(published.commerce, id);
      if (offer !== undefined) offers.set(id, offer);
    }),
  );
  // Applied to the cart as it is now: the guest may have changed it while the answers came.
  const current = cartStore.get();
  const result = reconcilePrices(
    current,
    new Map([...cafePricesNow(current, published), ...storePricesNow(current, offers)]),
  );
  if (result.lines.length === current.length && result.lines.every((line, i) => line === current[i])) return;
  cartStore.set(result.lines);
  const toast = priceChangeToast(result);
  if (toast) requestToast(toast);
}
