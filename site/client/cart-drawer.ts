import { PAGE_EVENTS } from '../lib/page-events.ts';
import { hydrateIslandNamed } from './hydrate-islands.ts';

const cartButton = (event: Event) => (event.target as Element | null)?.closest?.<HTMLElement>('[data-cart-open]') ?? null;

/**
 * Opens the cart drawer from any [data-cart-open] button. The drawer is a React island loaded
 * on demand: reaching for a cart button (hover, focus, touch) starts loading it, and a click
 * that comes first is delivered once it is live (it listens for `kiln:cart-open`), so it is
 * never lost.
 */
export function initCartDrawer(): void {
  const warmUp = (event: Event) => cartButton(event) && void hydrateIslandNamed('cart');
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, warmUp, { passive: true });
  document.addEventListener('click', (event) => {
    const opener = cartButton(event);
    if (!opener) return;
    event.preventDefault();
    void hydrateIslandNamed('cart').then(() => document.dispatchEvent(new CustomEvent(PAGE_EVENTS.cartOpen, { detail: { opener } })));
  });
}
