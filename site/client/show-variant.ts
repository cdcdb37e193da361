import type { ProductOffer } from '../core/commerce/parse-product.ts';
import { stockStatus } from '../core/commerce/stock-status.ts';
import type { PricedVariant } from '../core/commerce/types.ts';

/** A variant's price, and its stock at `quantity` (by the island's rules, commerce/), into their places; Add to Cart on when it may add. */
export function showVariant(el: HTMLElement, offer: ProductOffer, variant: PricedVariant, quantity: number): void {
  const [price, regular, stock] = ['[data-live-price] span', '[data-live-price] s', '[data-live-stock]'].map(
    (s) => el.querySelector<HTMLElement>(s)!,
  );
  const add = el.querySelector<HTMLButtonElement>('[data-live-add]')!;
  price!.textContent = variant.sale_price_formatted ?? variant.price_formatted;
  regular!.textContent = variant.price_formatted;
  regular!.hidden = !variant.sale_price_formatted;
  const now = stockStatus(offer.purchasable, variant, quantity);
  stock!.textContent = now.message ?? '\u00a0';
  stock!.dataset.tone = now.tone;
  add.disabled = !now.canAdd;
}
