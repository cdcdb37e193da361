/**
 * Opens the cart drawer from any [data-cart-open] button. The drawer is a React island that
 * hydrates on idle; a click that comes first is remembered and honoured when it mounts, so it
 * is never lost.
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

export function initCartDrawer(): void {
  document.addEventListener('click', (event) => {
    const opener = (event.target as Element | null)?.closest<HTMLElement>('[data-cart-open]');
    if (!opener) return;
    event.preventDefault();
    requestCartOpen(opener);
  });
}
