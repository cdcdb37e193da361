import { Hook } from '../lib/dom-hooks.ts';
import { type ExtraHook, WHEN_QUIET } from '../lib/extra-files.ts';
import { pageQuiet } from './page-quiet.ts';
import { registerWorker } from './register-worker.ts';
import { retry } from './retry.ts';

/**
 * Behaviours only some views have, by the hook that marks what they work on: their code is
 * fetched only when a page, or a view switched in, has something for them. Every page pays for
 * boot.ts, so what most pages lack stays out of it; those that only bring what a page shows up to
 * the minute wait until it is quiet (WHEN_QUIET). lib/extra-files.ts names each one's module,
 * for the byte budget (scripts/budgets.ts), which must know what a page fetches before the guest
 * does anything.
 */
export const EXTRAS: Record<ExtraHook, () => Promise<(root: ParentNode) => void>> = {
  [Hook.carousel]: () => import('./init-carousels.ts').then((m) => m.initCarousels),
  [Hook.lazySection]: () => import('./init-lazy-sections.ts').then((m) => m.initLazySections),
  [Hook.openHours]: () => import('./init-live-hours.ts').then((m) => m.initLiveHours),
  [Hook.dietFilter]: () => import('./init-diet-filters.ts').then((m) => m.initDietFilters),
  [Hook.more]: () => import('./init-more-on-scroll.ts').then((m) => m.initMoreOnScroll),
  [Hook.booking]: () => import('./arm-bookings.ts').then((m) => m.armBookings),
  [Hook.livePrices]: () => import('./init-live-prices.ts').then((m) => m.initLivePrices),
  [Hook.liveProduct]: () => import('./init-live-product.ts').then((m) => m.initLiveProduct),
  [Hook.orderStatus]: () => import('./init-order-status.ts').then((m) => m.initOrderStatus),
  [Hook.soldOutUntil]: () => import('./init-sold-out.ts').then((m) => m.initSoldOut),
  [Hook.served]: () => import('./init-served-hours.ts').then((m) => m.initServedHours),
};

/**
 * Arms the extras `root` has. A fetch the network drops is tried again, ever less often: without
 * it, a late section would say "Loading Section..." for good.
 */
export function armExtras(root: ParentNode): void {
  for (const [hook, load] of Object.entries(EXTRAS) as [ExtraHook, (typeof EXTRAS)[ExtraHook]][]) {
    if (!root.querySelector(`[${hook}]`)) continue;
    const arm = () => void retry(load, 1000, 8).then((init) => init(root));
    if (WHEN_QUIET.includes(hook)) void pageQuiet().then(arm);
    else arm();
  }
  // Every page of a build that wrote a service worker: its manifest link carries the hook.
  if (root === document && root.querySelector(`[${Hook.serviceWorker}]`)) registerWorker();
}
