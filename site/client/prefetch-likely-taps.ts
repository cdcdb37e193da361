import { IslandAttribute as A } from '../islands/attributes.ts';
import { Hook } from '../lib/dom-hooks.ts';

/**
 * What the build wrote (scripts/bundle/idle-prefetch-table.ts): for each island, every file its
 * waking fetches; for an Add button, the cart's code. Absent outside the bundle (unit tests).
 */
declare const KILN_IDLE_PREFETCH: string | undefined;

/** Made by scripts/bundle/idle-prefetch-table.ts. */
export interface IdlePrefetchTable {
  islands: Record<string, string[]>;
  cart: string[];
}

const builtTable = (): IdlePrefetchTable | undefined =>
  typeof KILN_IDLE_PREFETCH === 'string' ? (JSON.parse(KILN_IDLE_PREFETCH) as IdlePrefetchTable) : undefined;

/** Set once the `<link>`s are in the page: a test waits for it, then for what they fetch. */
export const IDLE_PREFETCH_ASKED = 'kiln:idle-prefetch-asked';

/** On each `<link>` the idle prefetch adds: what it fetches is not counted before interaction (client/page-quiet.ts). */
export const IDLE_PREFETCH_ATTRIBUTE = 'data-idle-prefetch';

/** The islands loaded on demand whose code is worth fetching ahead only when the page has a button that opens them. */
const OPENED_BY: Record<string, Hook> = { cart: Hook.cartOpen, estimator: Hook.estimatorOpen };
/** Strategies that wait for the guest: an island that wakes by itself needs nothing ahead. */
const WAITING = new Set(['interaction', 'activity', 'demand']);

/** The files and props files the page's likely first taps need, by what the page holds. */
export function likelyTapFiles(root: ParentNode, table = builtTable()): { scripts: string[]; props: string[] } {
  const scripts = new Set<string>();
  const props = new Set<string>();
  if (!table) return { scripts: [], props: [] };
  if (root.querySelector(`button[${Hook.addToCart}]`)) for (const url of table.cart) scripts.add(url);
  for (const el of root.querySelectorAll<HTMLElement>(`[${A.name}]:not([${A.hydrated}])`)) {
    const name = el.getAttribute(A.name) ?? '';
    const files = table.islands[name];
    if (!files || !WAITING.has(el.getAttribute(A.when) ?? 'visible')) continue;
    const opener = OPENED_BY[name];
    if (opener && !root.querySelector(`[${opener}]`)) continue;
    for (const url of files) scripts.add(url);
    const src = el.getAttribute(A.propsSrc);
    if (src) props.add(src);
  }
  return { scripts: [...scripts], props: [...props] };
}

const link = (rel: 'modulepreload' | 'prefetch', href: string) => {
  const el = document.createElement('link');
  el.rel = rel;
  el.href = href;
  el.setAttribute('fetchpriority', 'low');
  el.setAttribute(IDLE_PREFETCH_ATTRIBUTE, '');
  document.head.append(el);
};

/**
 * The service worker keeps a hashed file it answered (site/worker/service-worker.ts), but what a
 * page fetched before the worker took it over went past it: those files are asked for again
 * through it (from the browser's cache, or its own), so the cart opens offline too.
 */
function keepForOffline(all: readonly string[], linked: readonly string[]): void {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  const ask = (urls: readonly string[]) =>
    urls.forEach((url) => void fetch(url, { priority: 'low' } as RequestInit).catch(() => undefined));
  if (workers.controller) ask(all.filter((url) => !linked.includes(url)));
  else workers.addEventListener('controllerchange', () => ask(all), { once: true });
}

/** Fetches, at low priority, what the page's likely first taps need and the page has not fetched yet. */
export function prefetchLikelyTaps(): void {
  const { scripts, props } = likelyTapFiles(document);
  const loaded = new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  const wanted = [...scripts, ...props];
  const linked = wanted.filter((url) => !loaded.has(url));
  for (const url of linked) link(scripts.includes(url) ? 'modulepreload' : 'prefetch', url);
  performance.mark(IDLE_PREFETCH_ASKED);
  keepForOffline(wanted, linked);
}
