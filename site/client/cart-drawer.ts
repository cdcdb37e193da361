import { hydrateIslandNamed } from './hydrate-islands.ts';

/**
 * Opens the cart drawer from any [data-cart-open] button. The drawer is a React island loaded
 * on demand: reaching for a cart button (hover, focus, touch) starts loading it, and a click
 * that comes first is remembered and honoured when it mounts, so it is never lost.
 */
type Open = (opener: HTMLElement | null) => void;

let open: Open | null = null;
let requested: { opener: HTMLElement | null } | null = null;

/** Called by the drawer island once it is live; returns an unregister function. */
export function registerCartDrawer(fn: Open): () => void {
  open = fn;
  if (requested) {
    const { opener } = requested;
    requested = null;
    fn(opener);
  }
  return () => {
    if (open === fn) open = null;
  };
}

export function requestCartOpen(opener: HTMLElement | null = null): void {
  if (open) open(opener);
  else requested = { opener };
}

const cartButton = (event: Event) => (event.target as Element | null)?.closest?.<HTMLElement>('[data-cart-open]') ?? null;

export function initCartDrawer(): void {
  const warmUp = (event: Event) => cartButton(event) && void hydrateIslandNamed('cart');
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, warmUp, { passive: true });
  document.addEventListener('click', (event) => {
    const opener = cartButton(event);
    if (!opener) return;
    event.preventDefault();
    requestCartOpen(opener);
    void hydrateIslandNamed('cart');
  });
}
