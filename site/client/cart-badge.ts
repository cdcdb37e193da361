import { totalQuantity } from '../commerce/cart.ts';
import { cartStore } from '../store/cart-store.ts';

/** Keeps every [data-cart-count] in step with the cart; a badge shows only above 0. */
export function initCartBadge(): void {
  const sync = () => {
    const count = totalQuantity(cartStore.get());
    for (const el of document.querySelectorAll<HTMLElement>('[data-cart-count]')) {
      el.textContent = String(count);
      if (el.hasAttribute('data-badge')) el.hidden = count === 0;
    }
    for (const el of document.querySelectorAll<HTMLElement>('[data-cart-label]')) {
      el.setAttribute('aria-label', `${el.dataset.cartLabel} (${count})`);
    }
  };
  sync();
  cartStore.subscribe(sync);
}
