/**
 * Where the build writes the events' iCalendar files, and where the events page links to them.
 * The single events sit in a folder of their own, not under /events/, so that one `_headers`
 * rule (`/calendar/*`) can give them their content type without touching the events page.
 */
export const CALENDAR_FEED_PATH = '/events.ics';

export const CALENDAR_FOLDER = '/calendar';

/** "family-paint-club" → "/calendar/family-paint-club.ics". */
export const eventCalendarPath = (id: string): string => `${CALENDAR_FOLDER}/${id}.ics`;
