import { eventsDay } from './catalog-on-day.ts';
import type { Catalog } from '../catalog/catalog-keys.ts';
import { dishLists, type MenuCatalog } from '../catalog/menu.ts';
import type { EventItem } from '../catalog/events.ts';
import { type BuildMemo, NO_MEMO } from './build-memo.ts';
import { type SplitEvents, splitEvents } from './split-events.ts';

/**
 * The pages whose lists grow with the café, and how they are cut once they do. Up to `whole` items
 * in all, a page stays one page, as the sample's are. Past that, the first page shows `size` items
 * of each of its lists, and each later page (/menu/page/2, …), which mostly comes in as the guest
 * scrolls, `later` items in all, shared among the lists that still have some (a long list goes on
 * alone once the short ones have ended). Both keep every page within its first-round-trip budget
 * (scripts/budgets.ts PAGE_BUDGET), since a guest may land on any of them.
 */
const LISTS = {
  // The sample: six tabs, eight lists (veg and non-veg sections of two). Up to 48 dishes stay one page (the sample has 39); past that, 40 a page at most.
  '/menu': {
    whole: 48,
    size: 5,
    later: 40,
    lists: (c: Catalog, _memo: BuildMemo) =>
      (c.menu?.categories ?? []).flatMap((category) => dishLists(category).map((l) => l.items)),
  },
  '/events': {
    whole: 24,
    size: 8,
    later: 64,
    lists: (c: Catalog, memo: BuildMemo) => Object.values(eventLists(c, memo)),
  },
  '/gallery': { whole: 24, size: 12, later: 48, lists: (c: Catalog, _memo: BuildMemo) => [c.gallery?.photos ?? []] },
  '/hubs': { whole: 24, size: 12, later: 48, lists: (c: Catalog, _memo: BuildMemo) => [c.hubs?.posts ?? []] },
  '/store': { whole: 24, size: 12, later: 48, lists: (c: Catalog, _memo: BuildMemo) => [c.store?.products ?? []] },
} satisfies Record<
  string,
  {
    whole: number;
    size: number;
    later: number;
    lists: (c: Catalog, memo: BuildMemo) => readonly (readonly unknown[])[];
  }
>;

export type ListPath = keyof typeof LISTS;

// A catalogue without events.json lists none (its /events is not built; the home page asks all the same).
const NO_EVENTS = { events: [] as EventItem[] };

/** The events page's two lists (lib/split-events.ts), sorted once a build (`memo`) rather than on each of the page's pages. */
export function eventLists(catalog: Catalog, memo: BuildMemo = NO_MEMO): SplitEvents<EventItem> {
  const { events = NO_EVENTS, site } = catalog;
  const on = eventsDay(site);
  return memo.of(`events on ${on}`, events, () => splitEvents(events.events, on));
}

const PAGE_PATH = /^(\/[a-z-]+)\/page\/([1-9][0-9]*)$/;

/** A later page's address: "/menu/page/2". The first is the route itself. */
export const listPagePath = (base: ListPath, page: number): string => (page === 1 ? base : `${base}/page/${page}`);

/** Where each page of a list's lists begins and ends: `bounds[page - 1][list]`, for these lists of these lengths. */
interface Plan {
  lists: readonly (readonly unknown[])[];
  lengths: readonly number[];
  bounds: (readonly [start: number, end: number])[][];
}

/** The plan of the lists at `base`: worked out once a build (`memo`), not per page. */
const planOf = (catalog: Catalog, base: ListPath, memo: BuildMemo = NO_MEMO): Plan =>
  memo.of(`list plan ${base}`, catalog, () => {
    const lists = LISTS[base].lists(catalog, memo);
    return makePlan(
      LISTS[base],
      lists,
      lists.map((list) => list.length),
    );
  });

function makePlan(
  { whole, size, later }: { whole: number; size: number; later: number },
  lists: Plan['lists'],
  lengths: readonly number[],
): Plan {
  if (lengths.reduce((n, length) => n + length, 0) <= whole)
    return { lists, lengths, bounds: [lengths.map((length) => [0, length] as const)] };
  const at = lengths.map((length) => Math.min(size, length));
  const bounds: Plan['bounds'] = [at.map((end) => [0, end] as const)];
  while (at.some((start, i) => start < lengths[i]!)) {
    const take = share(
      lengths.map((length, i) => length - at[i]!),
      later,
    );
    bounds.push(at.map((start, i) => [start, start + take[i]!] as const));
    for (const [i, n] of take.entries()) at[i]! += n;
  }
  return { lists, lengths, bounds };
}

/** `room` items shared among lists with `left` items each: evenly, and what a short list leaves goes to the others. */
function share(left: readonly number[], room: number): number[] {
  const take = left.map(() => 0);
  for (
    let open = left.filter((n) => n > 0).length;
    room > 0 && open > 0;
    open = left.filter((n, i) => n > take[i]!).length
  ) {
    const each = Math.max(1, Math.floor(room / open));
    for (let i = 0; i < left.length && room > 0; i++) {
      const n = Math.min(each, left[i]! - take[i]!, room);
      take[i]! += n;
      room -= n;
    }
  }
  return take;
}

/** How many pages the list at `base` takes. */
export const listPageCount = (catalog: Catalog, base: ListPath): number => planOf(catalog, base).bounds.length;

export interface ListPage {
  /** This page's number, from 1, and how many there are. */
  page: number;
  count: number;
  /** The part of one of the page's lists this page shows. */
  slice: <T>(list: readonly T[]) => T[];
  /** The addresses of the pages before and after, if any. */
  previous?: string;
  next?: string;
}

/** Which page of the list at `base` `path` is ("/menu/page/3": the third; "/menu", or the home page, the first), and what it shows. */
export function listPage(catalog: Catalog, base: ListPath, path: string, memo?: BuildMemo): ListPage {
  const match = PAGE_PATH.exec(path);
  const page = match?.[1] === base ? Number(match[2]) : 1;
  const { lists, bounds } = planOf(catalog, base, memo);
  const count = bounds.length;
  return {
    page,
    count,
    slice: <T>(list: readonly T[]) => {
      const i = lists.indexOf(list);
      // A copy of a list, or another's, would be shown empty: a mistake in the page's code.
      if (i < 0) throw new Error(`${base}: slice() is given a list that is not one of the page's own`);
      const [start, end] = bounds[page - 1]?.[i] ?? [0, 0];
      return list.slice(start, end);
    },
    previous: page > 1 ? listPagePath(base, page - 1) : undefined,
    next: page < count ? listPagePath(base, page + 1) : undefined,
  };
}

/**
 * The later pages of every long list, each rendered by its first page's component (`of`): none
 * for the sample catalogue, whose lists each fit one page.
 */
export function laterListPages(catalog: Catalog): { path: string; of: ListPath; page: number }[] {
  return (Object.keys(LISTS) as ListPath[]).flatMap((base) =>
    Array.from({ length: listPageCount(catalog, base) - 1 }, (_, i) => ({
      path: listPagePath(base, i + 2),
      of: base,
      page: i + 2,
    })),
  );
}

/** The first page of the list `path` is a later page of, if it is one. */
export function listPageOf(path: string): ListPath | undefined {
  const base = PAGE_PATH.exec(path)?.[1];
  return base && base in LISTS ? (base as ListPath) : undefined;
}

/** The menu with each list cut to one page's part (the page's own `slice`), for the page and its structured data. */
export function menuPart(menu: MenuCatalog, slice: ListPage['slice']): MenuCatalog {
  const categories = menu.categories.map((c) =>
    c.sections
      ? { ...c, sections: c.sections.map((s) => ({ ...s, items: slice(s.items) })) }
      : { ...c, items: slice(c.items) },
  );
  return { ...menu, categories };
}
