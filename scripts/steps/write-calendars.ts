import type { Catalog } from '../../site/core/catalog/catalog-keys.ts';
import { CALENDAR_FEED_PATH, eventCalendarPath } from '../../site/core/lib/calendar-paths.ts';
import { formatRevisions, readRevisions, REVISIONS_FILE } from '../calendar/calendar-revisions.ts';
import { eventCalendars } from '../calendar/event-calendars.ts';
import type { OutputFolder } from '../write/output-folder.ts';

export interface CalendarsInput {
  /** The build's time (scripts/write/build-clock.ts). */
  now: Date;
  /** The output folder this build replaces, where the last build recorded its events' revisions. */
  lastDir?: string;
}

/**
 * The upcoming events' iCalendar files: the feed, /events.ics, and /calendar/<id>.ics for each
 * still ahead; and, beside the site folder `out` (in the build's own folder, never published),
 * the events' revisions for the next build.
 */
export async function writeCalendars(
  out: OutputFolder,
  catalog: Catalog,
  { now, lastDir }: CalendarsInput,
): Promise<void> {
  // No events.json, no events page and no calendars.
  if (!catalog.events) return;
  const { feed, single, revisions } = eventCalendars({
    events: catalog.events,
    site: catalog.site,
    now,
    revisions: await readRevisions(lastDir),
  });
  out.write(CALENDAR_FEED_PATH.slice(1), feed);
  for (const { id, text } of single) out.write(eventCalendarPath(id).slice(1), text);
  out.at('..').write(REVISIONS_FILE, formatRevisions(revisions));
}
