import { parseCart, STATIC_STOCK_LIMIT } from '../commerce/cart.ts';
import { Hook } from '../lib/dom-hooks.ts';
import { COMMERCE_MESSAGES } from '../lib/spec-messages.ts';
import { addToCart } from '../store/cart-store.ts';
import { showToast } from './toast.ts';

/**
 * Menu and package buttons: `button[data-add-to-cart]` holds `{product, variant}` as JSON (SPEC §3,
 * built by site/commerce/cart.ts). Each click adds one, with the static stock limit (SPEC §5).
 */
export function initAddToCart(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(`button[${Hook.addToCart}]`);
    if (!button) return;
    let item: unknown;
    try {
      item = JSON.parse(button.getAttribute(Hook.addToCart) ?? '');
    } catch {
      item = null;
    }
    const [line] = parseCart([{ ...(item as object), quantity: 1 }]) ?? [];
    if (!line) {
      showToast({ title: COMMERCE_MESSAGES.addFailedTitle, description: COMMERCE_MESSAGES.badResponse, variant: 'destructive' });
      return;
    }
    const result = addToCart(line.product, line.variant, 1, STATIC_STOCK_LIMIT);
    if (result.ok) showToast({ title: COMMERCE_MESSAGES.addedTitle, description: COMMERCE_MESSAGES.added(line.product.title) });
    else showToast({ title: COMMERCE_MESSAGES.addFailedTitle, description: result.error, variant: 'destructive' });
  });
}
