import { isIsoDay } from '../../site/core/lib/dates.ts';

/**
 * The lists the site shows by date, whatever their order in the file (site/core/lib/split-events.ts):
 * the editor lists them by date too, and offers no ↑ ↓, which would change nothing on the site.
 */
export const DATE_ORDERED_LISTS: ReadonlySet<string> = new Set(['/events']);

const dateOf = (item: unknown): string | undefined => {
  const date = typeof item === 'object' && item !== null ? (item as { date?: unknown }).date : undefined;
  return isIsoDay(date) ? (date as string) : undefined;
};

/** The indexes of `list` by each item's date, earliest first; items without a date last, in file order. */
export function dateOrder(list: readonly unknown[]): number[] {
  const indexes = list.map((_, i) => i);
  return indexes.sort((a, b) => {
    const [da, db] = [dateOf(list[a]), dateOf(list[b])];
    if (da === db) return a - b;
    if (da === undefined) return 1;
    if (db === undefined) return -1;
    return da < db ? -1 : 1;
  });
}

/** An item's date as its list shows it ("7 Jun 2025"), or undefined. */
export function shownDate(item: unknown): string | undefined {
  const date = dateOf(item);
  if (!date) return undefined;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
