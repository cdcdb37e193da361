import type { IslandName } from '../islands/registry.ts';
import { Hook } from '../lib/dom-hooks.ts';
import { PAGE_EVENTS } from '../core/lib/page-events.ts';
import { busyUntil } from './busy-until.ts';
import { hydrateIslandNamed } from './hydrate-islands.ts';
import { toastLoadFailed } from './show-toast.ts';

/** Buttons anywhere on the page that open an island loaded on demand, and the event that tells it so. */
const OPENERS: { selector: string; island: IslandName; event: string }[] = [
  { selector: `[${Hook.cartOpen}]`, island: 'cart', event: PAGE_EVENTS.cartOpen },
  { selector: `[${Hook.estimatorOpen}]`, island: 'estimator', event: PAGE_EVENTS.estimatorOpen },
];

const opening = (event: Event) => {
  const target = event.target as Element | null;
  for (const opener of OPENERS) {
    const button = target?.closest?.<HTMLElement>(opener.selector);
    if (button) return { ...opener, button };
  }
  return undefined;
};

/**
 * The cart drawer and the event estimator are React islands loaded on demand: reaching for one
 * of their buttons (hover, focus, touch) starts loading it, and a click that comes first is
 * delivered once it is live (it listens for its `kiln:` event), so it is never lost; the button is
 * busy meanwhile. If its code does not arrive, even at a second try, the guest is told so and the
 * next click tries again.
 */
export function initOpeners(): void {
  const warmUp = (event: Event) => {
    const found = opening(event);
    if (found) void hydrateIslandNamed(found.island);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    document.addEventListener(type, warmUp, { passive: true });
  document.addEventListener('click', (event) => {
    const found = opening(event);
    if (!found) return;
    event.preventDefault();
    busyUntil(found.button, () =>
      hydrateIslandNamed(found.island).then((live) =>
        live
          ? document.dispatchEvent(new CustomEvent(found.event, { detail: { opener: found.button } }))
          : toastLoadFailed(),
      ),
    );
  });
}
