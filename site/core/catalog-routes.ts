/**
 * Which routes a catalogue has (issue 36 part 1). A page kind exists when the file that holds
 * its content is there; policy and coming-soon pages exist one per entry of their file. Home,
 * contact and the forms' pages always exist: their files are in every catalogue. The
 * phone's Dashboard exists with hub.json, whose words and demo data it shows. Pure, and reads
 * the catalogue as parsed, so validation can ask it about a catalogue that does not yet
 * pass its schemas.
 */
import { type Catalog, type CatalogKey, catalogFileName } from './catalog/catalog-keys.ts';
import { OPTIONAL_CATALOG_KEYS } from './catalog/optional-files.ts';
import { isRecord } from './lib/is-record.ts';
import { type PageName, ROUTES, type Route } from './routes.ts';

/**
 * The catalogue files every catalogue must have; every other file is optional
 * (catalog/optional-files.ts).
 */
export const REQUIRED_CATALOG_KEYS: readonly CatalogKey[] = ['site', 'pages', 'home', 'contact', 'forms', 'theme'];

/**
 * The file a page kind draws its content from; a page kind not listed always exists. Of these,
 * the files in catalog/optional-files.ts may be left out today.
 */
export const PAGE_FILE: Partial<Record<PageName, CatalogKey>> = {
  about: 'about',
  packages: 'packages',
  menu: 'menu',
  gallery: 'gallery',
  events: 'events',
  pottery: 'pottery',
  offers: 'offers',
  hubs: 'hubs',
  crashCourse: 'crashCourse',
  press: 'press',
  careers: 'careers',
  faq: 'faq',
  policy: 'policies',
  store: 'store',
  product: 'store',
  success: 'store',
  comingSoon: 'comingSoon',
  // The phone's Dashboard view shows the staff hub's screens, in hub.json's words and demo data.
  dashboard: 'hub',
  content: 'contentPages',
};

/** The catalogue as far as routes care: each file by key, as parsed, absent when the file is. */
export type CatalogFiles = Partial<Record<CatalogKey, unknown>>;

/** The paths a policies.json or coming-soon.json lists (a list of `{ path }`, or an object keyed by path). */
function entryPaths(file: unknown): string[] {
  const pages = isRecord(file) ? file.pages : undefined;
  if (Array.isArray(pages)) return pages.flatMap((p) => (isRecord(p) && typeof p.path === 'string' ? [p.path] : []));
  return isRecord(pages) ? Object.keys(pages) : [];
}

/** The routes of site/core/routes.ts that this catalogue has, in their order. */
export function catalogRoutes(files: CatalogFiles): Route[] {
  return ROUTES.filter((route) => {
    const key = PAGE_FILE[route.page];
    if (key === undefined) return true;
    const file = files[key];
    // A file every catalogue must have is there (validate reports it when not: no second report here).
    if (file === undefined) return !OPTIONAL_CATALOG_KEYS.includes(key);
    if (route.page === 'policy' || route.page === 'comingSoon') return entryPaths(file).includes(route.path);
    // store.json takes orders (the cart, /success); it has a store page only when it lists products.
    if (route.page === 'store' || route.page === 'product')
      return isRecord(file) && Array.isArray(file.products) && file.products.length > 0;
    return true;
  });
}

/** The paths of catalogRoutes. */
export const catalogRoutePaths = (files: CatalogFiles): string[] => catalogRoutes(files).map((r) => r.path);

/** Which file to add to have a page at `path`, when routes.ts knows the path; undefined otherwise. */
export function fileForPath(path: string): CatalogKey | undefined {
  const route = ROUTES.find((r) => r.path === path);
  return route && PAGE_FILE[route.page];
}

/**
 * The file a page draws from, for the page's own component: catalogRoutes builds the page only
 * when the file is there, so its absence here is Kiln's mistake, not the café's.
 */
export function pageFile<K extends CatalogKey>(catalog: Pick<Catalog, K>, key: K): NonNullable<Catalog[K]> {
  const file = catalog[key];
  if (file === undefined || file === null) throw new Error(`a page was built without ${catalogFileName(key)}`);
  return file as NonNullable<Catalog[K]>;
}
