import { Hook } from '../lib/dom-hooks.ts';
import { PAGE_EVENTS } from '../core/lib/page-events.ts';

/**
 * A long list's next page (core/lib/list-pages.ts), brought into this one as the guest scrolls within a
 * screen of its "Show more" link, or presses it: the items of each of that page's marked lists go at
 * the end of the same list here, and the link moves on to the page after, or goes with the last.
 * Without script the link is an ordinary link to that page. One that fails to load is tried again
 * when it next comes into view.
 */
export function initMoreOnScroll(root: ParentNode = document): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const link = entry.target as HTMLAnchorElement;
        observer.unobserve(link);
        // Observed again once in: if the link is still in view (a short page, or a filter that hid
        // what came), the next page follows.
        void load(link).then(
          () => link.isConnected && observer.observe(link),
          () => setTimeout(() => observer.observe(link), 2000),
        );
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${Hook.more}]:not([${Hook.armed}])`)) {
    link.setAttribute(Hook.armed, '');
    observer.observe(link);
    link.addEventListener('click', (event) => {
      event.preventDefault();
      // Not loaded here (offline, a server error): the link goes there as it would without script.
      load(link).then(focusOn, () => location.assign(link.href));
    });
  }
}

const loading = new WeakMap<HTMLAnchorElement, Promise<Element | undefined>>();

function load(link: HTMLAnchorElement): Promise<Element | undefined> {
  let done = loading.get(link);
  if (!done) {
    done = bringIn(link).finally(() => loading.delete(link));
    loading.set(link, done);
  }
  return done;
}

/** Puts the next page's items in; returns the first. */
async function bringIn(link: HTMLAnchorElement): Promise<Element | undefined> {
  const response = await fetch(link.href);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  // Parsed, not run: nothing in it executes.
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  const firsts: Element[] = [];
  for (const list of next.querySelectorAll(`[${Hook.moreList}]`)) {
    const here = document.querySelector(`[${Hook.moreList}="${CSS.escape(list.getAttribute(Hook.moreList) ?? '')}"]`);
    if (!here || !list.firstElementChild) continue;
    firsts.push(list.firstElementChild);
    here.append(...list.children);
  }
  // The first that shows: the menu's other tabs grew too, hidden.
  const first = firsts.find((item) => item.getClientRects().length > 0);
  const after = next.querySelector(`a[${Hook.more}]`)?.getAttribute('href');
  link.dispatchEvent(new Event(PAGE_EVENTS.moreLoaded, { bubbles: true }));
  if (after) link.href = after;
  else link.remove();
  return first;
}

/** After a press of "Show more", focus goes to the first thing that came, not back to the top. */
function focusOn(item: Element | undefined): void {
  const target = item?.querySelector<HTMLElement>('a[href], button') ?? (item as HTMLElement | undefined);
  if (!target) return;
  if (!target.matches('a[href], button')) target.tabIndex = -1;
  target.focus();
}
