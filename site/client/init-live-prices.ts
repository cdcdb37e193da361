import type { CommerceConfig } from '../commerce/client.ts';
import { displayPrice, type DisplayPrice } from '../core/commerce/price.ts';
import { Hook } from '../lib/dom-hooks.ts';
import { fetchOffer } from './fetch-offer.ts';

const element = (tag: string, text: string, className?: string) => {
  const el = document.createElement(tag);
  el.textContent = text;
  if (className) el.className = className;
  return el;
};

/** What the store's grid carries (pages/store-page.tsx): the API, and its words. */
interface LivePrices extends CommerceConfig {
  label: string;
  unavailable: string;
}

/** A price as a card shows it: named for screen readers, the sale price first, the regular one struck through. */
function showPrice(slot: Element, price: DisplayPrice | null, label: string): void {
  slot.replaceChildren(
    ...(price
      ? [
          element('span', `${label}: `, 'visually-hidden'),
          element('span', price.formatted),
          ...(price.regularFormatted ? [element('s', price.regularFormatted)] : []),
        ]
      : []),
  );
}

/**
 * The store's cards with live prices: call 1 per product (SPEC §7.1). A product the store does
 * not answer for says its price is unavailable; the card still leads to its page.
 */
export function initLivePrices(root: ParentNode): void {
  for (const list of root.querySelectorAll<HTMLElement>(`[${Hook.livePrices}]:not([${Hook.armed}])`)) {
    list.setAttribute(Hook.armed, '');
    const { label, unavailable, ...commerce } = JSON.parse(list.getAttribute(Hook.livePrices) ?? '{}') as LivePrices;
    for (const card of list.querySelectorAll<HTMLElement>('[data-store-product]')) {
      const slot = card.querySelector('[data-price]');
      if (!slot) continue;
      fetchOffer(commerce, card.dataset.storeProduct ?? '').then(
        (product) => showPrice(slot, displayPrice(product), label),
        () => slot.replaceChildren(element('span', unavailable, 'unavailable')),
      );
    }
  }
}
