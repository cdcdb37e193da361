/**
 * The catalogue files a café may leave out (issue 36): without one, its page kind is not built,
 * and nothing may link to it (site/core/catalog-routes.ts, validate's links-to-absent-pages
 * rule). The generated `Catalog` type marks these keys optional, so code must say what it does
 * without them. More files join as their pages and sections learn to do without them.
 */
export const OPTIONAL_CATALOG_KEYS: readonly string[] = [
  'packages',
  'crashCourse',
  'careers',
  'about',
  'events',
  'gallery',
  'pottery',
  'offers',
  'hubs',
  'press',
  'faq',
  'policies',
  'store',
  'comingSoon',
  'testimonials',
  'hub',
  'contentPages',
  'menu',
];
