import { Hook } from '../lib/dom-hooks.ts';
import { retry } from './retry.ts';

/**
 * Behaviours only a few views have (the home page's carousels and late sections, the menu's diet
 * filter): their code is fetched only when a page, or a view switched in, has something for them.
 * Every page pays for boot.ts, so what most pages lack stays out of it. A fetch the network drops
 * is tried again, ever less often: without it, a late section would say "Loading Section..." for good.
 */
export function armExtras(root: ParentNode): void {
  if (root.querySelector(`[${Hook.carousel}]`)) void retry(() => import('./carousel-play.ts'), 1000, 8).then((m) => m.initCarousels(root));
  if (root.querySelector(`[${Hook.lazySection}]`)) void retry(() => import('./lazy-sections.ts'), 1000, 8).then((m) => m.initLazySections(root));
  if (root.querySelector(`[${Hook.openHours}]`)) void retry(() => import('./live-hours.ts'), 1000, 8).then((m) => m.initLiveHours(root));
  if (root.querySelector(`[${Hook.dietFilter}]`)) void retry(() => import('./diet-filter.ts'), 1000, 8).then((m) => m.initDietFilters(root));
  // Every page of a build that wrote a service worker (client/register-worker.ts): registering it waits for the page to load.
  if (root.querySelector(`[${Hook.serviceWorker}]`)) import('./register-worker.ts').catch(() => undefined);
}
