import { WORKER_PATH, type WorkerConfig } from '../core/lib/web-app.ts';

/*
 * Which requests the service worker answers, and how: pure functions of the request, so they are
 * tested without a browser (tests/unit/worker/worker-routes.test.ts).
 */

/**
 * - `page`: a page (a navigation, or the phone layout's fetch of a page to switch to): network
 *   first, the last copy seen when the network fails or is slow, else the offline page. Never
 *   cache first: a deploy must show its new prices to a guest who is online.
 * - `copy`: another file a page shows, under a name that stays when it changes: network first, its
 *   last copy when the network fails.
 * - `immutable`: a file named by its content's hash: cache first, as that name never changes content.
 */
export type Strategy = 'page' | 'copy' | 'immutable';

/** What the routing reads of a request (a `Request` has all of it). */
export interface RequestFacts {
  url: string;
  method: string;
  /** `navigate` for a page the browser opens. */
  mode: string;
  /** The Accept header, if any. */
  accept: string | null;
  /** A Range request (a video seeking): the Cache API keeps no partial responses. */
  range?: boolean;
}

export type RouteConfig = Pick<WorkerConfig, 'immutable' | 'copies' | 'api'>;

/** An exact path ("/icons.svg") or a folder prefix ("/assets/"). */
const under = (path: string, prefixes: readonly string[]) =>
  prefixes.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p));

/** `url` is `base` or below it ("https://api.x/store" is under "https://api.x"; "/apiary" is not under "/api"). */
const underBase = (url: string, base: string) => {
  const root = base.replace(/\/+$/, '');
  return url.startsWith(root) && /^([/?#]|$)/.test(url.slice(root.length));
};

/** A path with no file extension: "/menu", "/product/mug"; not "/sitemap.xml". */
const isPagePath = (path: string) => !/\.[a-z0-9]+$/i.test(path);

/**
 * How the worker answers `request`, or undefined to leave it to the browser, untouched and uncached:
 * anything but a GET, anything on another origin (the commerce API, maps, the hub), the API even on
 * this origin, ranges, the worker's own script, and files no page needs offline.
 */
export function strategyFor(request: RequestFacts, origin: string, config: RouteConfig): Strategy | undefined {
  if (request.method !== 'GET' || request.range) return undefined;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || (config.api && underBase(request.url, config.api))) return undefined;
  const path = url.pathname;
  if (path === WORKER_PATH) return undefined;
  if (under(path, config.immutable)) return 'immutable';
  if (request.mode === 'navigate' || (isPagePath(path) && request.accept?.includes('text/html'))) return 'page';
  if (under(path, config.copies)) return 'copy';
  return undefined;
}

/**
 * The key a response is kept under. A page's is its path alone, without a trailing slash or a query:
 * "/menu", "/menu/" and "/menu?diet=vegan" are one page, which its script filters. Any other file's
 * is its URL.
 */
export function cacheKey(url: string, strategy: Strategy): string {
  const parsed = new URL(url);
  if (strategy !== 'page') return parsed.origin + parsed.pathname + parsed.search;
  const path = parsed.pathname.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1');
  return parsed.origin + path;
}
