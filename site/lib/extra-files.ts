import { Hook } from './dom-hooks.ts';

/**
 * The module each page behaviour of client/extras.ts lives in, by the hook that marks what it
 * works on: data for the build, which must know what a page fetches before the guest does
 * anything (scripts/budgets.ts). The browser loads them through client/extras.ts, whose table is
 * typed by this one's hooks (a hook added here and not there is a type error) and whose loaders
 * import these same files (tests/dom/lazy-tables.test.ts). Apart from it, so the boot script does
 * not carry the paths.
 */
export const EXTRA_FILES = {
  [Hook.carousel]: 'site/client/carousel-play.ts',
  [Hook.lazySection]: 'site/client/lazy-sections.ts',
  [Hook.openHours]: 'site/client/live-hours.ts',
  [Hook.dietFilter]: 'site/client/diet-filter.ts',
  [Hook.more]: 'site/client/more-on-scroll.ts',
  [Hook.booking]: 'site/client/booking-check.ts',
  [Hook.livePrices]: 'site/client/store-live.ts',
  [Hook.liveProduct]: 'site/client/product-live.ts',
  [Hook.orderStatus]: 'site/client/order-status.ts',
} as const;

export type ExtraHook = keyof typeof EXTRA_FILES;

/**
 * The extras that only bring what the page already shows up to the minute (the open-now status in
 * place of the week's hours): fetched once the page is quiet (client/idle-start.ts), after what the
 * guest needs first, so not counted before interaction.
 */
export const WHEN_QUIET: readonly ExtraHook[] = [Hook.openHours];
