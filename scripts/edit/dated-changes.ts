import type { DatedChange } from '../../editor/publish/publish-protocol.ts';
import { addDays } from '../../site/core/lib/cafe-clock.ts';
import { isIsoDay } from '../../site/core/lib/dates.ts';
import { isRecord } from '../../site/core/lib/is-record.ts';

type Json = Record<string, unknown>;

/** A dated thing's name as staff know it. */
const nameOf = (item: Json): string =>
  [item.name, item.title, item.label, item.text, item.id].find((v): v is string => typeof v === 'string') ?? '';

/** Each object in `value` (at any depth) that has `startsOn` or `endsOn`, with the name of its nearest named place. */
function datedIn(value: unknown, found: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const v of value) datedIn(v, found);
  else if (isRecord(value)) {
    if (isIsoDay(value.startsOn) || isIsoDay(value.endsOn)) found.push(value);
    for (const v of Object.values(value)) datedIn(v, found);
  }
  return found;
}

/**
 * What starts or ends in the seven days from `today` (the café's calendar day): each offer, menu tab,
 * dish or announcement with `startsOn` or `endsOn` in that week, and each dated event then, under
 * its file's staff name ("Offers: Diwali Week starts"). A thing that ends on a day is still shown
 * that day, so its change is seen the day after: "ends" names its last day.
 */
export function datedChanges(
  files: ReadonlyMap<string, { title: string; data: unknown }>,
  today: string,
): DatedChange[] {
  const week = new Set(Array.from({ length: 7 }, (_, i) => addDays(today, i)));
  const changes: DatedChange[] = [];
  for (const [name, { title, data }] of files) {
    for (const item of datedIn(data)) {
      const what = `${title}: ${nameOf(item)}`;
      if (isIsoDay(item.startsOn) && week.has(item.startsOn))
        changes.push({ what, date: item.startsOn, change: 'starts' });
      if (isIsoDay(item.endsOn) && week.has(item.endsOn)) changes.push({ what, date: item.endsOn, change: 'ends' });
    }
    if (name === 'events.json' && isRecord(data) && Array.isArray(data.events))
      for (const event of data.events.filter(isRecord))
        if (!event.isRecurring && isIsoDay(event.date) && week.has(event.date))
          changes.push({ what: `${title}: ${nameOf(event)}`, date: event.date, change: 'starts' });
  }
  return changes.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
