import type { ToastText } from '../catalog/common.ts';

/** A toast (SPEC §8): one at a time, five seconds, destructive ones announced assertively. */
export interface Toast extends ToastText {
  variant?: 'default' | 'destructive';
}

/**
 * Requests between the page's plain-DOM code (site/client/) and the islands, as DOM events on
 * `document`: islands never import client/, and the page never waits for React to show a toast.
 * An enum, as lib/dom-hooks.ts is: each name is written in place, in no chunk of its own.
 */
export enum PAGE_EVENTS {
  /** Open the cart drawer; focus returns to `opener` when it closes. */
  cartOpen = 'kiln:cart-open',
  /** Open the event estimator; focus returns to `opener` when it closes. */
  estimatorOpen = 'kiln:estimator-open',
  /** Show a toast. */
  toast = 'kiln:toast',
  /** A new view was switched in place (client/init-view-switch.ts): menus and fans close. */
  viewChanged = 'kiln:view-changed',
  /** A long list's next page came in (client/init-more-on-scroll.ts), fired from its "Show more" link and bubbling: the diet filter counts it. */
  moreLoaded = 'kiln:more-loaded',
  /** The view shown wrote its own address in place (the diet filter's choice): client/init-view-switch.ts takes it as the view's. */
  addressReplaced = 'kiln:address-replaced',
}

export interface PageEventDetail {
  [PAGE_EVENTS.cartOpen]: { opener: { focus(): void } | null };
  [PAGE_EVENTS.estimatorOpen]: { opener: { focus(): void } | null };
  [PAGE_EVENTS.toast]: Toast;
  [PAGE_EVENTS.viewChanged]: null;
  [PAGE_EVENTS.moreLoaded]: null;
  [PAGE_EVENTS.addressReplaced]: null;
}
