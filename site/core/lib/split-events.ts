import type { EventItem } from '../catalog/events.ts';

export interface SplitEvents<E> {
  /** On or after the reference date, or recurring; soonest first. */
  upcoming: E[];
  /** Before the reference date and not recurring; most recent first. */
  past: E[];
}

type Dated = Pick<EventItem, 'date' | 'isRecurring'>;

// Dates are YYYY-MM-DD, so comparing the strings compares the days, with no time zone to get wrong.
const ascending = (a: Dated, b: Dated) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/**
 * SPEC §4: splits events around a fixed reference day (catalog.site.eventsReferenceDate), not
 * "today", so the same catalogue always builds the same page. Pure; the input is not changed.
 */
export function splitEvents<E extends Dated>(events: readonly E[], referenceDate: string): SplitEvents<E> {
  const upcoming: E[] = [];
  const past: E[] = [];
  for (const event of events) (event.isRecurring || event.date >= referenceDate ? upcoming : past).push(event);
  upcoming.sort(ascending);
  past.sort((a, b) => ascending(b, a));
  return { upcoming, past };
}
