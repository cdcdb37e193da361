/**
 * A café's own simple pages (catalog/content-pages.json, issue 36): each at the address it
 * chooses, beside the routes of routes.ts. Pure, and reads the catalogue as parsed, so
 * validation can ask about a catalogue that does not yet pass its schemas.
 */
import type { CatalogFiles } from './catalog-routes.ts';
import { isRecord } from './lib/is-record.ts';
import { ROUTE_PATHS } from './routes.ts';

/** A clean address: "/catering", "/events/winter-2026": small letters, digits and single dashes between slashes. */
export const CONTENT_PATH = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

/**
 * The first parts of addresses the build writes other files at (pictures, scripts, late sections,
 * calendars, the worker's offline page, the hub's bridge, long lists' later pages): a content
 * page there would clash with them.
 */
const RESERVED_FIRST_PARTS = [
  'assets',
  'images',
  'pictures',
  'app-icons',
  'sections',
  'calendar',
  'offline',
  'bridge',
  'videos',
  'product',
  '404',
];

/** Why a content page cannot be at `path`, or undefined when it can. */
export function contentPathFault(path: string): 'notClean' | 'builtIn' | undefined {
  if (!CONTENT_PATH.test(path)) return 'notClean';
  const first = path.split('/')[1]!;
  const builtIn = ROUTE_PATHS.some((route) => path === route || (route !== '/' && path.startsWith(`${route}/page/`)));
  return builtIn || RESERVED_FIRST_PARTS.includes(first) ? 'builtIn' : undefined;
}

/** The addresses content-pages.json lists, as parsed (an unreadable entry is its schema's problem). */
export function contentPagePaths(files: CatalogFiles): string[] {
  const file = files.contentPages;
  const pages = isRecord(file) ? file.pages : undefined;
  return Array.isArray(pages) ? pages.flatMap((p) => (isRecord(p) && typeof p.path === 'string' ? [p.path] : [])) : [];
}
