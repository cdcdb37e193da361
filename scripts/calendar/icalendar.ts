/**
 * iCalendar text (RFC 5545), pure: what an "Add to calendar" file or a subscribed feed holds.
 * Knows nothing of the catalogue (event-calendars.ts maps events onto it) nor of time zone rules
 * (time-zone-rules.ts writes the VTIMEZONE it is given).
 */

/** A day and a wall-clock time in the calendar's time zone: "2025-10-18" and "16:00". */
export interface LocalTime {
  date: string;
  time: string;
}

export interface CalendarEvent {
  /** Globally unique and the same in every build, so a calendar updates the event rather than adding it twice. */
  uid: string;
  /** DTSTAMP: when this description of the event was last revised (UTC). */
  stamp: Date;
  /** SEQUENCE: how many times the event has been revised since it was first published (0 at first). */
  sequence?: number;
  start: LocalTime;
  end: LocalTime;
  summary: string;
  description?: string;
  location?: string;
  geo?: { latitude: number; longitude: number };
  /** An absolute address (a relative one is not a URI a calendar can open). */
  url?: string;
  categories?: readonly string[];
  /** The RRULE's value, e.g. "FREQ=WEEKLY;BYDAY=SA". */
  rrule?: string;
}

export interface Calendar {
  /** PRODID: who made the file, e.g. "-//Kiln//The Clay Table events//EN". */
  prodId: string;
  /** The TZID every DTSTART and DTEND is given in. */
  timeZone: string;
  /** That zone's VTIMEZONE, as content lines (time-zone-rules.ts). */
  timeZoneLines: readonly string[];
  /** A subscribed feed's name in the guest's calendar app. */
  name?: string;
  /** How often a subscribed feed should be fetched again, as an RFC 5545 duration ("PT12H"). */
  refresh?: string;
  events: readonly CalendarEvent[];
}

/** Octets a content line may have before it is folded (RFC 5545 §3.1), line break excluded. */
const LINE_OCTETS = 75;

/**
 * A TEXT value (§3.3.11): backslash, semicolon and comma escaped, a line break as `\n`. Other
 * control characters are not allowed in TEXT at all, so they are dropped.
 */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters TEXT may not hold (a tab it may).
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

/** A parameter value (§3.2): quoted when it holds a character that would end it. */
const paramValue = (value: string): string => (/[:;,]/.test(value) ? `"${value.replace(/"/g, '')}"` : value);

/** One content line, unfolded: NAME;PARAM=value:value. */
export function contentLine(name: string, value: string, params: Record<string, string> = {}): string {
  const ps = Object.entries(params).map(([key, v]) => `;${key}=${paramValue(v)}`);
  return `${name}${ps.join('')}:${value}`;
}

/**
 * Folds a content line at 75 octets (§3.1): each further line starts with one space, which counts
 * towards its 75. Never inside a character: a rupee sign or a Devanagari letter stays whole.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** "2025-10-18" and "16:00" → "20251018T160000": a local time, read in the TZID beside it. */
export const localDateTime = ({ date, time }: LocalTime): string =>
  `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

/** A UTC instant → "20251008T000000Z". */
export const utcDateTime = (instant: Date): string => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function eventLines(event: CalendarEvent, timeZone: string): string[] {
  const zoned = { TZID: timeZone };
  return [
    'BEGIN:VEVENT',
    contentLine('UID', event.uid),
    contentLine('DTSTAMP', utcDateTime(event.stamp)),
    ...(event.sequence === undefined ? [] : [contentLine('SEQUENCE', String(event.sequence))]),
    contentLine('DTSTART', localDateTime(event.start), zoned),
    contentLine('DTEND', localDateTime(event.end), zoned),
    ...(event.rrule ? [contentLine('RRULE', event.rrule)] : []),
    contentLine('SUMMARY', escapeText(event.summary)),
    ...(event.description ? [contentLine('DESCRIPTION', escapeText(event.description))] : []),
    ...(event.location ? [contentLine('LOCATION', escapeText(event.location))] : []),
    ...(event.geo ? [contentLine('GEO', `${event.geo.latitude};${event.geo.longitude}`)] : []),
    ...(event.url ? [contentLine('URL', event.url)] : []),
    ...(event.categories?.length ? [contentLine('CATEGORIES', event.categories.map(escapeText).join(','))] : []),
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR: lines folded, each ended by CRLF as §3.1 requires. */
export function formatCalendar(calendar: Calendar): string {
  const named = calendar.name
    ? [contentLine('NAME', escapeText(calendar.name)), contentLine('X-WR-CALNAME', escapeText(calendar.name))]
    : [];
  // RFC 7986's REFRESH-INTERVAL, and Outlook's older name for it.
  const refresh = calendar.refresh
    ? [
        contentLine('REFRESH-INTERVAL', calendar.refresh, { VALUE: 'DURATION' }),
        contentLine('X-PUBLISHED-TTL', calendar.refresh),
      ]
    : [];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    contentLine('PRODID', escapeText(calendar.prodId)),
    'CALSCALE:GREGORIAN',
    ...named,
    ...refresh,
    contentLine('X-WR-TIMEZONE', calendar.timeZone),
    ...calendar.timeZoneLines,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.timeZone)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
