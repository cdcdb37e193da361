import { Hook } from './dom-hooks.ts';

/**
 * The module each page behaviour of client/arm-extras.ts lives in, by the hook that marks what it
 * works on: data for the build, which must know what a page fetches before the guest does
 * anything (scripts/budgets.ts). The browser loads them through client/arm-extras.ts, whose table is
 * typed by this one's hooks (a hook added here and not there is a type error) and whose loaders
 * import these same files (tests/dom/lazy-tables.test.ts). Apart from it, so the boot script does
 * not carry the paths.
 */
export const EXTRA_FILES = {
  [Hook.carousel]: 'site/client/init-carousels.ts',
  [Hook.lazySection]: 'site/client/init-lazy-sections.ts',
  [Hook.openHours]: 'site/client/init-live-hours.ts',
  [Hook.dietFilter]: 'site/client/init-diet-filters.ts',
  [Hook.more]: 'site/client/init-more-on-scroll.ts',
  [Hook.booking]: 'site/client/arm-bookings.ts',
  [Hook.livePrices]: 'site/client/init-live-prices.ts',
  [Hook.liveProduct]: 'site/client/init-live-product.ts',
  [Hook.orderStatus]: 'site/client/init-order-status.ts',
  [Hook.soldOutUntil]: 'site/client/init-sold-out.ts',
  [Hook.served]: 'site/client/init-served-hours.ts',
} as const;

export type ExtraHook = keyof typeof EXTRA_FILES;

/**
 * The extras that only bring what the page already shows up to the minute (the open-now status in
 * place of the week's hours): fetched once the page is quiet (client/page-quiet.ts), after what the
 * guest needs first, so not counted before interaction.
 */
export const WHEN_QUIET: readonly ExtraHook[] = [Hook.openHours, Hook.soldOutUntil, Hook.served];
