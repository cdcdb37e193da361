import { eventsDay } from '../../site/core/lib/catalog-on-day.ts';
import type { EventItem, EventsCatalog } from '../../site/core/catalog/events.ts';
import type { SiteCatalog } from '../../site/core/catalog/site.ts';
import { isStillAhead } from '../../site/core/lib/event-ahead.ts';
import { splitEvents } from '../../site/core/lib/split-events.ts';
import { absoluteUrl } from '../seo/absolute-url.ts';
import { contentHash, type Revisions, revise } from './calendar-revisions.ts';
import { formatCalendar, type Calendar, type CalendarEvent } from './icalendar.ts';
import { vtimezone } from './time-zone-rules.ts';

export interface EventCalendarsInput {
  events: EventsCatalog;
  site: SiteCatalog;
  /** The site's address (urls.site or --site-url): the events' UIDs and links. */
  siteUrl?: string;
  /** The build's time: which events are still ahead by the café's clock, and the stamp of a changed one. */
  now: Date;
  /** What the last build wrote of each event (calendar-revisions.ts); none on a first build. */
  revisions?: Revisions;
}

export interface EventCalendars {
  /** Every upcoming event: the feed guests subscribe to (/events.ics). */
  feed: string;
  /** Each upcoming event still ahead by the café's clock on its own ("Add to calendar"), by event id. */
  single: { id: string; text: string }[];
  /** The revisions to record for the next build: the last ones, with this build's events. */
  revisions: Revisions;
}

/** How long a subscribed calendar app waits before it fetches the feed again. */
const REFRESH = 'PT12H';

/** The years a daylight-saving zone is defined for past the events' own: a weekly event runs on. */
const YEARS_AHEAD = 5;

type Repeats = NonNullable<EventItem['repeats']>;

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The RRULE for an event first held on `date` that repeats as `repeats` says: always on that
 * weekday; monthly on its place in the month ("1SA", the first Saturday), the last one ("-1SA")
 * from the 29th on, where a fifth one would skip most months.
 */
export function recurrenceRule(date: string, repeats: Repeats = 'weekly'): string {
  const day = utcDay(date);
  const weekday = BYDAY[day.getUTCDay()];
  if (repeats === 'monthly') {
    const nth = Math.ceil(day.getUTCDate() / 7);
    return `FREQ=MONTHLY;BYDAY=${nth > 4 ? -1 : nth}${weekday}`;
  }
  return `FREQ=WEEKLY;${repeats === 'fortnightly' ? 'INTERVAL=2;' : ''}BYDAY=${weekday}`;
}

/** The day after `date` (YYYY-MM-DD). */
const nextDay = (date: string) => new Date(utcDay(date).getTime() + 86_400_000).toISOString().slice(0, 10);

/** "The Clay Table" → "the-clay-table". */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'kiln';

/**
 * Where an event's UID says it comes from: the site's host, so two cafés' "open-studio" never
 * meet in one guest's calendar. A trial build without a site address (the build warns) names
 * the café under `.invalid`, a domain that can never be anyone's.
 */
const uidHost = (site: SiteCatalog, siteUrl: string | undefined) =>
  siteUrl ? new URL(siteUrl).hostname : `${slug(site.name)}.invalid`;

/**
 * The iCalendar files of the upcoming events (the events page's rule: site/core/lib/split-events.ts):
 * a feed of them all, and one file for each still ahead by the café's clock at `now` (the one the
 * page offers "Add to calendar" for), in the café's time zone (site.json's timeZone). The UID is
 * the event's id at the site's host. DTSTAMP and SEQUENCE come from what the event says and the
 * last build's `revisions`, never from the clock alone: an event first met is SEQUENCE 0 at the
 * catalogue's "today" (site.json's eventsReferenceDate), one unchanged since the last build is
 * written as it was, and only a changed one gets the next SEQUENCE, stamped `now`.
 */
export function eventCalendars({
  events,
  site,
  siteUrl = site.urls.site,
  now,
  revisions = {},
}: EventCalendarsInput): EventCalendars {
  const day = eventsDay(site, now);
  const { upcoming } = splitEvents(events.events, day);
  // site.json's, which validation checked is a zone Node knows (rules/cafe-hours.ts).
  const timeZone = site.timeZone;
  const firstStamp = utcDay(day);
  const host = uidHost(site, siteUrl);
  const location = [site.name, ...site.address.lines].join(', ');
  const geo = { latitude: site.address.geo.latitude, longitude: site.address.geo.longitude };

  const describe = (event: EventItem): Omit<CalendarEvent, 'stamp' | 'sequence'> => ({
    uid: `${event.id}@${host}`,
    start: { date: event.date, time: event.startTime },
    end: { date: event.endTime < event.startTime ? nextDay(event.date) : event.date, time: event.endTime },
    rrule: event.isRecurring ? recurrenceRule(event.date, event.repeats) : undefined,
    summary: event.title,
    description: event.description,
    location,
    geo,
    url: absoluteUrl(siteUrl, `/events#event-${event.id}`),
    categories: event.tags,
  });
  const next: Revisions = { ...revisions };
  const toCalendarEvent = (event: EventItem): CalendarEvent => {
    const { uid, ...content } = describe(event);
    // The zone too: the same figures in another zone are another time.
    const revision = revise(revisions[uid], contentHash({ timeZone, ...content }), { now, firstStamp });
    next[uid] = revision;
    return { uid, stamp: new Date(revision.stamp), sequence: revision.sequence, ...content };
  };

  const years = [day, ...upcoming.map((e) => e.date)].map((date) => Number(date.slice(0, 4)));
  const calendar: Omit<Calendar, 'events'> = {
    prodId: `-//Kiln//${site.name} events//EN`,
    timeZone,
    timeZoneLines: vtimezone(timeZone, Math.min(...years), Math.max(...years) + YEARS_AHEAD),
  };
  const calendarEvents = upcoming.map(toCalendarEvent);
  return {
    feed: formatCalendar({ ...calendar, name: events.calendar.feedName, refresh: REFRESH, events: calendarEvents }),
    single: upcoming.flatMap((event, i) =>
      isStillAhead(event, timeZone, now)
        ? [{ id: event.id, text: formatCalendar({ ...calendar, events: [calendarEvents[i]!] }) }]
        : [],
    ),
    revisions: next,
  };
}
