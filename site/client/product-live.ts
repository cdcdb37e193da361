import { mergeStock, parseStock, stockUrl, type CommerceConfig } from '../commerce/client.ts';
import { priceVariant } from '../commerce/price.ts';
import { stockStatus } from '../commerce/stock-status.ts';
import { Hook } from '../lib/dom-hooks.ts';
import { fetchJson, fetchOffer } from './live-offer.ts';

/** What a listed product's page carries (pages/product-page.tsx): the API and the product's id. */
interface LiveProduct extends CommerceConfig {
  id: string;
}

/** Fills the product's first variant's price and stock (at a quantity of 1) into the slots its loading view holds for them (islands/product-details.tsx). */
async function showProduct(el: HTMLElement): Promise<void> {
  const { id, ...commerce } = JSON.parse(el.getAttribute(Hook.liveProduct) ?? '{}') as LiveProduct;
  // Both answers kept for the island, which asks the same two once it wakes.
  const product = await fetchOffer(commerce, id, { keep: true });
  // Fresh stock is a bonus, as on the island: without it the product's own quantities stand.
  const stock = await fetchJson(stockUrl(commerce, [id]), { keep: true }).then(parseStock, () => undefined);
  const [variant] = (stock ? mergeStock(product, stock) : product).variants;
  // The island may have woken meanwhile and drawn its own.
  const [price, regular, status] = ['[data-live-price] span', '[data-live-price] s', '[data-live-stock]'].map((s) => el.querySelector<HTMLElement>(s));
  if (!variant || !price || !regular || !status) return;
  const priced = priceVariant(variant);
  price.textContent = priced.sale_price_formatted ?? priced.price_formatted;
  regular.textContent = priced.price_formatted;
  regular.hidden = !priced.sale_price_formatted;
  const { message, tone } = stockStatus(product.purchasable, variant, 1);
  status.textContent = message ?? '';
  status.dataset.tone = tone;
}

/** A listed product's price and stock, asked for (calls 1 and 2) once its page is in view. */
export function initLiveProduct(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>(`[${Hook.liveProduct}]:not([${Hook.armed}])`)) {
    el.setAttribute(Hook.armed, '');
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      // On an error the loading line stays, and the island, once woken, says what went wrong.
      showProduct(el).catch(() => undefined);
    });
    for (const child of el.querySelectorAll('[data-live-price], [data-live-stock]')) observer.observe(child);
  }
}
