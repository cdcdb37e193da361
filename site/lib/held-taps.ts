import { Hook } from './dom-hooks.ts';

/**
 * The controls that do nothing until the boot script has armed them (all armed by boot.ts itself,
 * at once), so a tap on one made while the page loads is held by the head script
 * (layout/tap-capture.ts) and carried out by the boot script (client/replay-held-taps.ts). Plain links
 * and forms work without scripts and are left alone.
 */
export const HELD_CONTROLS: readonly string[] = [
  `[${Hook.addToCart}]`,
  `[${Hook.cartOpen}]`,
  `[${Hook.estimatorOpen}]`,
  `[${Hook.themeToggle}]`,
  `[${Hook.mobileMenuButton}]`,
  `[${Hook.menu}]>button`,
  `[${Hook.tabs}] [role=tab]`,
  `button[${Hook.demoToast}]`,
];

/** The global the head script queues held controls in while it holds taps: an array, then 0 once the boot script has taken them. */
export const HELD_TAPS = 'kilnTaps';
