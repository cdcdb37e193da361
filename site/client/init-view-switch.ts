import { Hook } from '../lib/dom-hooks.ts';
import { PAGE_EVENTS } from '../core/lib/page-events.ts';
import { fragmentId } from '../core/lib/safe-decode.ts';
import { MOBILE_BREAKPOINT } from '../styles/breakpoint.ts';
import { armExtras } from './arm-extras.ts';
import { addRules } from './add-rules.ts';
import { hydrateIslands, releaseIslands } from './hydrate-islands.ts';

/*
 * The phone layout switches views in place, like an app, while every view keeps its real URL
 * (SPEC §2.7, DESIGN "Both layouts are prerendered"): a link to another page of the site fetches
 * that page's prerendered HTML, swaps <main> and the head's page-specific tags, and records the
 * URL, so back, forward, reload and sharing work. The technique of Astro's ClientRouter and
 * Turbo Drive, with their lessons: scroll is restored by hand, focus moves to the new heading,
 * islands in the new content are armed and those leaving are unmounted, and anything unexpected
 * falls back to a normal page load.
 */

const phone = matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);

/** The head tags that belong to one page; the rest (charset, theme script, boot) are the same on every page. */
const PAGE_HEAD =
  'title, meta[name="description"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]';

/** What the page at a path shows; kept for the visit, so back and forward are instant. */
const pages = new Map<string, Promise<Document>>();

const keyOf = (url: URL | Location) => url.pathname + url.search;

/** The path and query the document shows now, which may differ from location during a pop. */
let shown = keyOf(location);

function load(key: string): Promise<Document> {
  let page = pages.get(key);
  if (!page) {
    page = fetch(key, { headers: { Accept: 'text/html' } }).then(async (response) => {
      // A 404 is a page too (the home view with a not-found notice); a server error is not.
      if (response.status >= 500 || !response.headers.get('content-type')?.includes('text/html')) {
        throw new Error(`${key}: HTTP ${response.status}`);
      }
      return new DOMParser().parseFromString(await response.text(), 'text/html');
    });
    pages.set(key, page);
    page.catch(() => pages.delete(key));
  }
  return page;
}

/** The URL a click (or touch) on this event's link should switch to in place, or undefined to let the browser have it. */
function target(event: Event): URL | undefined {
  const link = (event.target as Element | null)?.closest?.('a');
  if (!link || !phone.matches || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return undefined;
  let url: URL;
  try {
    url = new URL(link.href, location.href);
  } catch {
    return undefined; // an href no URL parser takes ("http://[") is the browser's to deal with
  }
  if (url.origin !== location.origin || /\.\w+$/.test(url.pathname)) return undefined;
  // A link to a place on this page is the browser's to scroll to.
  if (keyOf(url) === shown && url.hash) return undefined;
  return url;
}

function swap(next: Document): void {
  const main = document.querySelector('main');
  const incoming = next.querySelector('main');
  if (!main || !incoming) throw new Error('no <main> to swap');

  for (const el of document.head.querySelectorAll(PAGE_HEAD)) el.remove();
  document.head.append(...[...next.head.querySelectorAll(PAGE_HEAD)].map((el) => document.importNode(el, true)));
  const style = next.getElementById('_goober');
  if (style) addRules(style.textContent ?? '');

  void releaseIslands(main);
  // Copies: the parsed page stays whole in the cache for the next visit.
  const view = document.importNode(incoming, true);
  main.replaceWith(view);
  for (const link of document.querySelectorAll<HTMLAnchorElement>(
    `[${Hook.header}] nav a[href], [${Hook.tabbar}] a[href]`,
  )) {
    if (link.getAttribute('href') === location.pathname) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  hydrateIslands(view);
  armExtras(view);
  document.querySelector<HTMLElement>(':popover-open')?.hidePopover();
  document.dispatchEvent(new CustomEvent(PAGE_EVENTS.viewChanged));
}

let saving: number | undefined;

/** Where the current view is scrolled, kept in its history entry for when the guest comes back to it. */
function saveScroll(): void {
  clearTimeout(saving);
  history.replaceState({ ...(history.state as object), scrollY }, '');
}

/** Screen readers hear the new view's heading; keyboard users continue from it. */
function focusHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * The navigation under way: its cue's timer, which doubles as its ticket. Only the latest may
 * show its view, so the guest's last tap (or back) wins.
 */
let busy: number | undefined;

/** Drops the navigation under way, if any (its page, when it comes, is not shown), and its cue. */
function stop(): void {
  clearTimeout(busy);
  busy = undefined;
  document.querySelector('main')?.removeAttribute('aria-busy');
}

/** Shows the view at `url`: in a new history entry, or with `y` in the one back or forward went to, scrolled as it was left. */
async function show(url: URL, y?: number): Promise<void> {
  const key = keyOf(url);
  const push = y === undefined;
  const main = document.querySelector('main');
  stop();
  // Only a page that takes a moment gets the cue (global.ts), so a quick switch does not flash.
  // It is set on this <main>: once swapped out, a late one is never seen.
  const ticket = (busy = setTimeout(() => main?.setAttribute('aria-busy', 'true'), 200));
  try {
    const next = await load(key);
    if (ticket !== busy) return;
    if (push) {
      // From the first switch on, scroll is put back here, once the view it belongs to is in place.
      history.scrollRestoration = 'manual';
      saveScroll();
      history.pushState({ view: true }, '', url);
    }
    shown = key;
    swap(next);
    // A link to a place in the new view ("/#faq") lands there; any other at the top.
    const anchor = push && url.hash ? document.getElementById(fragmentId(url.hash)) : null;
    if (anchor) anchor.scrollIntoView({ behavior: 'instant' });
    else scrollTo({ top: y ?? 0, behavior: 'instant' });
    focusHeading();
  } catch (error) {
    if (ticket !== busy) return;
    console.warn('[kiln] view switch fell back to a page load:', error);
    if (push) location.assign(url);
    else location.reload();
  }
}

export function initViewSwitch(): void {
  if (!('scrollRestoration' in history)) return;
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const url = target(event);
    if (!url) return;
    event.preventDefault();
    // The tab of the view already shown (one on its way is dropped: this tap is the latest);
    // mid-way back or forward the address is another's, so it is shown again under its own.
    if (keyOf(url) === shown && keyOf(location) === shown) {
      stop();
      scrollTo({ top: 0 });
    } else void show(url);
  });
  // The view rewrote its address (a filter): it is still the view shown, so its tab keeps it and its scroll is kept.
  document.addEventListener(PAGE_EVENTS.addressReplaced, () => (shown = keyOf(location)));
  // Back and forward between views switched in place, whatever the width now.
  window.addEventListener('popstate', () => {
    // Read now: a scroll of the view still shown must not be saved into the entry we arrive at.
    clearTimeout(saving);
    if (keyOf(location) === shown)
      stop(); // a jump between anchors of the same page
    else void show(new URL(location.href), (history.state as { scrollY?: number } | null)?.scrollY ?? 0);
  });
  window.addEventListener(
    'scroll',
    () => {
      clearTimeout(saving);
      // Mid-way back or forward, the entry is the next view's, not the one still scrolled here.
      if (keyOf(location) === shown) saving = setTimeout(saveScroll, 200);
    },
    { passive: true },
  );

  // Fetch a view as a finger lands on its link (or a mouse hovers it), so the switch is instant.
  const prefetch = (event: Event) => {
    const url = target(event);
    if (url && keyOf(url) !== shown) load(keyOf(url)).catch(() => undefined);
  };
  document.addEventListener('touchstart', prefetch, { passive: true });
  document.addEventListener('pointerover', prefetch, { passive: true });
}
