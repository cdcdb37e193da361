import type { IslandName } from './registry.ts';

/**
 * Each island's module, by its name: data for the build, which must know which chunk an island is
 * (scripts/budgets.ts, scripts/bundle/idle-prefetch-table.ts). The browser loads islands through
 * registry.ts, whose loaders import these same files (tests/dom/lazy-tables.test.ts); an island
 * added there and not here is a type error. Apart from the registry, so the boot script does not
 * carry the paths.
 */
export const ISLAND_FILES: Record<IslandName, string> = {
  cart: 'site/islands/cart-drawer.tsx',
  dashboard: 'site/islands/dashboard-view.tsx',
  estimator: 'site/islands/estimator.tsx',
  gallery: 'site/islands/gallery-lightbox.tsx',
  hubs: 'site/islands/hub-posts.tsx',
  product: 'site/islands/product-details.tsx',
  productStory: 'site/islands/product-story.tsx',
};
