import { onInteraction } from './on-interaction.ts';

/** What a guest does first on a page: moves the pointer, touches, scrolls with a wheel, types, or tabs. */
const ACTIVITY = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;

/**
 * Hydrate at the guest's first activity anywhere on the page, for an island that belongs to the whole page (a
 * product's): as prompted as an approach to it, but a guest who scrolls past it, or tabs through
 * the header first, finds it awake. Clicks in it before then are held and replayed, as on an approach.
 */
export const onActivity = (el: HTMLElement, hydrate: () => Promise<boolean>): void => {
  onInteraction(el, hydrate);
  const listening = new AbortController();
  const start = () => {
    listening.abort();
    // Gone with a view switched in place (client/init-view-switch.ts): nothing left to wake.
    if (el.isConnected) void hydrate();
  };
  for (const type of ACTIVITY)
    addEventListener(type, start, { capture: true, passive: true, signal: listening.signal });
};
