import type { Catalog } from './generated/catalog.ts';

/** The whole validated catalogue, generated from catalog/schemas/ (`npm run types`). */
export type { Catalog };

export type CatalogKey = keyof Catalog;

/** The file each key is read from, e.g. crashCourse → "crash-course.json". */
export const catalogFileName = (key: CatalogKey): string =>
  `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.json`;

export const CATALOG_KEYS: readonly CatalogKey[] = [
  'site',
  'pages',
  'home',
  'gallery',
  'about',
  'pottery',
  'press',
  'faq',
  'testimonials',
  'menu',
  'packages',
  'offers',
  'crashCourse',
  'careers',
  'events',
  'hubs',
  'contact',
  'forms',
  'policies',
  'comingSoon',
  'store',
  'hub',
  'theme',
  'contentPages',
];
