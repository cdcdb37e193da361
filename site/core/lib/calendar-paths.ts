/**
 * Where the build writes the events' iCalendar files, and where the events page links to them.
 * The single events sit in a folder of their own, not under /events/, so that one `_headers`
 * rule (`/calendar/*`) can give them their content type without touching the events page.
 */
export const CALENDAR_FEED_PATH = '/events.ics';

export const CALENDAR_FOLDER = '/calendar';

/** "family-paint-club" → "/calendar/family-paint-club.ics". */
export const eventCalendarPath = (id: string): string => `${CALENDAR_FOLDER}/${id}.ics`;

/** The feed's plain address, to download or copy: absolute on a site with an address, else the path. */
export const feedDownloadUrl = (siteUrl: string | undefined): string =>
  siteUrl ? new URL(CALENDAR_FEED_PATH, siteUrl).href : CALENDAR_FEED_PATH;

/**
 * The feed as a calendar app subscribes to it, "webcal://www.theclaytable.in/events.ics": a phone
 * opening a webcal: link subscribes (and keeps fetching the feed) where an https one imports the
 * events once. It names the host, so a trial build without the site's address (the build warns)
 * has none: undefined, and the page offers the plain file instead.
 */
export function feedSubscribeUrl(siteUrl: string | undefined): string | undefined {
  if (!siteUrl) return undefined;
  const url = new URL(CALENDAR_FEED_PATH, siteUrl);
  return `webcal://${url.host}${url.pathname}`;
}
