import { totalQuantity } from '../commerce/cart.ts';
import { Hook } from '../lib/dom-hooks.ts';
import { cartStore } from '../store/cart-store.ts';

/** Keeps every [data-cart-count] in step with the cart; a badge shows only above 0. */
export function initCartBadge(): void {
  const sync = () => {
    const count = totalQuantity(cartStore.get());
    for (const el of document.querySelectorAll<HTMLElement>(`[${Hook.cartCount}]`)) {
      el.textContent = String(count);
      if (el.hasAttribute(Hook.badge)) el.hidden = count === 0;
    }
    for (const el of document.querySelectorAll<HTMLElement>(`[${Hook.cartLabel}]`)) {
      el.setAttribute('aria-label', `${el.getAttribute(Hook.cartLabel)} (${count})`);
    }
  };
  sync();
  cartStore.subscribe(sync);
}
