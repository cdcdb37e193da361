import type { Catalog } from '../../site/catalog/catalog-keys.ts';
import { CALENDAR_FEED_PATH, eventCalendarPath } from '../../site/lib/calendar-paths.ts';
import { eventCalendars } from '../calendar/event-calendars.ts';
import type { OutputFolder } from '../write/output-folder.ts';

/** The upcoming events' iCalendar files: /calendar/<id>.ics for each, and the feed, /events.ics. */
export function writeCalendars(out: OutputFolder, catalog: Catalog): void {
  const { feed, single } = eventCalendars({ events: catalog.events, site: catalog.site });
  out.write(CALENDAR_FEED_PATH.slice(1), feed);
  for (const { id, text } of single) out.write(eventCalendarPath(id).slice(1), text);
}
