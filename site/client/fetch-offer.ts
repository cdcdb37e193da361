import { productUrl, type CommerceConfig } from '../commerce/client.ts';
import { productOffer, type ProductOffer } from '../core/commerce/parse-product.ts';
import { fetchAndKeep } from '../commerce/kept-answers.ts';

/*
 * Live text from the store without React (client/init-live-prices.ts): the store's cards' prices. They
 * show what the islands would, read by the same rules (commerce/).
 */

/** GET `url` as JSON; `keep`: its answer kept for the island that asks next (commerce/kept-answers.ts). */
export async function fetchJson(url: string, { keep = false } = {}): Promise<unknown> {
  const response = await (keep ? fetchAndKeep(url) : fetch(url));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** Call 1: what the product offers, or an error for no answer, a failed one, or a product with nothing to buy. */
export async function fetchOffer(
  commerce: CommerceConfig,
  id: string,
  options?: { keep?: boolean },
): Promise<ProductOffer> {
  const found = productOffer(await fetchJson(productUrl(commerce, id), options));
  if (!found) throw new Error(`${id}: nothing to buy`);
  return found;
}
