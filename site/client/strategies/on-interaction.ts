import { IslandAttribute as A } from '../../islands/attributes.ts';
import { toastLoadFailed } from '../show-toast.ts';

const WARM_UP = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * Hydrate on the guest's first approach (hover, touch, focus). Until the island is live, every
 * click in it is held back (a second tap must not follow the link the first is waiting to open),
 * its link or button marked busy, and the latest is replayed on the same element once the island
 * is live, so it is never lost. If the code does not arrive, the guest is told and the next click
 * tries again; an island that broke leaves its clicks to the server HTML.
 */
export const onInteraction = (el: HTMLElement, hydrate: () => Promise<boolean>): void => {
  // Live once the approach woke it: clicks go straight to the island from then on.
  const start = () => void hydrate().then((live) => live && el.removeEventListener('click', holdClick, true));
  for (const type of WARM_UP) el.addEventListener(type, start, { once: true, passive: true });

  let held: Element | undefined;
  let busy: Element | null | undefined;
  const holdClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const waiting = held;
    busy?.removeAttribute('aria-busy');
    busy = (held = event.target as Element).closest('a, button');
    busy?.setAttribute('aria-busy', 'true');
    if (waiting) return;
    void hydrate().then((live) => {
      busy?.removeAttribute('aria-busy');
      const target = held!;
      held = undefined;
      if (!live && !el.hasAttribute(A.failed)) return toastLoadFailed();
      el.removeEventListener('click', holdClick, true);
      // Dispatched, not target.click(): the tap may have landed on an icon, and SVG has no click().
      if (target.isConnected)
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    });
  };
  el.addEventListener('click', holdClick, true);
};
