import { OFFLINE_PATH, START_PATH, type WorkerConfig } from '../core/lib/web-app.ts';
import { cacheKey, strategyFor, type Strategy } from './worker-routes.ts';

/*
 * The site's service worker, /sw.js, bundled by Kiln's esbuild (scripts/bundle/bundle-worker.ts) with
 * the build's WorkerConfig written above it. Small and hand-written: pages network-first (a deploy's
 * new prices show at once to a guest who is online), hashed files cache-first, nothing from another
 * origin. What went wrong for others, and is avoided here: workers serving pages cache-first kept
 * sites on their old version after deploys; a worker script cached by the host or the browser (or
 * renamed each build) never updated; an update that waited for every tab to close kept the old
 * precache for days; a network timeout that showed an old copy (or the offline page) to a guest on
 * a slow connection who could have waited for the new one.
 */

/** The few service worker types used, declared here: the site's TypeScript project has the DOM's, not a worker's. */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  /** Written by the build above the bundled code. */
  KILN_WORKER: WorkerConfig;
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window' }): Promise<readonly { url: string }[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const config = worker.KILN_WORKER;
const origin = worker.location.origin;

const PREFIX = 'kiln-';
/** Fetched at install (WorkerConfig.precache): the start page and its late sections, the offline page and what it loads. One per build, replaced with it. */
const SHELL = `${PREFIX}shell-${config.version}`;
/**
 * What the guest has seen, kept across builds (a page kept before a deploy still opens offline
 * after it), each cache holding at most so many entries, the oldest written dropped first.
 */
const KEPT: Record<Strategy, { name: string; max: number }> = {
  page: { name: `${PREFIX}pages`, max: 60 },
  copy: { name: `${PREFIX}copies`, max: 100 },
  immutable: { name: `${PREFIX}files`, max: 250 },
};
const CURRENT = [SHELL, ...Object.values(KEPT).map((k) => k.name)];

/** Only a whole, same-origin answer of the file itself is kept: not an error, a redirect, a part of a file or another origin's. */
const keepable = (response: Response) => response.status === 200 && response.type === 'basic' && !response.redirected;

async function keep(strategy: Strategy, key: string, response: Response): Promise<void> {
  const { name, max } = KEPT[strategy];
  const cache = await caches.open(name);
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((old) => cache.delete(old)));
}

/** The copy kept of `key`: the last one seen, else the one fetched at install. */
async function kept(strategy: Strategy, key: string): Promise<Response | undefined> {
  return (await (await caches.open(KEPT[strategy].name)).match(key)) ?? (await (await caches.open(SHELL)).match(key));
}

const offlinePage = () => kept('page', cacheKey(origin + OFFLINE_PATH, 'page'));

/**
 * Fetched past the browser's HTTP cache: the server is asked whether the file changed (a 304 when
 * it did not), so a copy the browser kept from before a deploy, however it was told it might, is
 * never what an online guest is shown.
 */
const revalidated = (request: Request) => fetch(request, { cache: 'no-cache' });

/**
 * Answers from the network; from the copy kept only when the network fails (offline), and a
 * page with neither gets the offline page. No timeout hands a slow connection the copy: a guest
 * who is online, however slowly, never sees an earlier build's prices.
 */
function networkFirst(event: FetchEvent, strategy: 'page' | 'copy', key: string): Promise<Response> {
  const { request } = event;
  const network =
    request.mode === 'navigate'
      ? event.preloadResponse.then((preloaded) => preloaded ?? revalidated(request))
      : revalidated(request);
  // Cloned before the page reads the answer (this callback is the first registered on it), and kept
  // even when the copy was shown first: the next visit gets the fresher one.
  const copy = network.then((response) => (keepable(response) ? response.clone() : undefined));
  event.waitUntil(copy.then((response) => response && keep(strategy, key, response)).catch(() => undefined));
  return network.catch(
    async () =>
      (await kept(strategy, key).catch(() => undefined)) ??
      (strategy === 'page' ? await offlinePage() : undefined) ??
      Response.error(),
  );
}

/** Answers from the copy kept; else fetches the file, and keeps it. */
async function cacheFirst(event: FetchEvent, key: string): Promise<Response> {
  const hit = await kept('immutable', key);
  if (hit) return hit;
  const response = await fetch(event.request);
  // A full disk only means the file is not kept.
  if (keepable(response)) event.waitUntil(keep('immutable', key, response.clone()).catch(() => undefined));
  return response;
}

/** How a URL of this site the worker fetches itself is kept: a page, or the file it names. */
const kindOf = (url: string): Strategy =>
  strategyFor({ url, method: 'GET', mode: 'same-origin', accept: 'text/html' }, origin, config) ?? 'copy';

/** Fetches `path` past the HTTP cache (a host may keep a page a while) and keeps it in this build's shell. */
async function precache(cache: Cache, path: string): Promise<void> {
  const url = origin + path;
  const response = await fetch(url, { cache: 'no-cache' });
  if (!keepable(response)) throw new Error(`${path}: HTTP ${response.status}`);
  await cache.put(cacheKey(url, kindOf(url)), response);
}

worker.addEventListener('install', (event) => {
  // A worker whose shell did not arrive whole does not install; the one before it stays.
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => Promise.all(config.precache.map((path) => precache(cache, path))))
      // Activates at once rather than after every tab of the site has closed: pages are fetched
      // network-first and every other file is named by its content, so no tab depends on the
      // worker it loaded under.
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Earlier builds' shells go. What the guest has seen stays: a page kept before a deploy still opens offline after it.
      for (const name of await caches.keys())
        if (name.startsWith(PREFIX) && !CURRENT.includes(name)) await caches.delete(name);
      // The browser starts fetching a page while the worker starts up, instead of after.
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
      // The page that registered the worker was fetched before it ran: keep a copy now, so it opens offline too.
      for (const { url } of await worker.clients.matchAll({ type: 'window' })) {
        if (kindOf(url) !== 'page') continue;
        const key = cacheKey(url, 'page');
        if (key === cacheKey(origin + START_PATH, 'page') || (await kept('page', key))) continue;
        const response = await fetch(url, { cache: 'no-cache' }).catch(() => undefined);
        if (response && keepable(response)) await keep('page', key, response);
      }
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(
    {
      url: request.url,
      method: request.method,
      mode: request.mode,
      accept: request.headers.get('accept'),
      range: request.headers.has('range'),
    },
    origin,
    config,
  );
  if (!strategy) return;
  const key = cacheKey(request.url, strategy);
  event.respondWith(strategy === 'immutable' ? cacheFirst(event, key) : networkFirst(event, strategy, key));
});
