import { utcOffsetMinutes } from '../calendar/time-zone-rules.ts';

/** The nightly rebuild's time in the café's own time zone: just after midnight, when dated things move on. */
export const NIGHTLY_LOCAL = { hour: 0, minute: 5 };

const DAY_MINUTES = 24 * 60;
const WEEK_MS = 7 * DAY_MINUTES * 60_000;

/** One cron line and the offset it is right for. */
export interface NightlyCron {
  /** GitHub's cron, in UTC: "35 18 * * *". */
  cron: string;
  /** The zone's offset from UTC, in minutes, while this line is the one at 00:05 there: 330, -240. */
  offset: number;
}

/** Each offset `zone` has in the year from `from`, smallest first: one, or two for a zone with daylight saving. */
function offsetsInYear(zone: string, from: number): number[] {
  const seen = new Set<number>();
  // A week's step finds every change (clocks change months apart).
  for (let at = from; at < from + 53 * WEEK_MS; at += WEEK_MS) seen.add(utcOffsetMinutes(zone, at));
  return [...seen].sort((a, b) => a - b);
}

/**
 * 00:05 in `zone` as GitHub's cron, which runs in UTC: Asia/Kolkata (UTC+05:30) gives "35 18 * * *".
 * A zone with daylight saving gets a line for each offset it has in the coming year, so one of them
 * is always 00:05 there and the other an hour off, rebuilding what is already built: a rebuild
 * too many costs nothing, one at the wrong hour would leave a day's offer up for an hour.
 * Throws a RangeError for a zone Intl does not know (site.json's schema lets only known ones in).
 */
export function nightlyCron(zone: string, from: number = Date.now()): NightlyCron[] {
  new Intl.DateTimeFormat('en-US', { timeZone: zone });
  const local = NIGHTLY_LOCAL.hour * 60 + NIGHTLY_LOCAL.minute;
  return offsetsInYear(zone, from).map((offset) => {
    const utc = (((local - offset) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
    return { cron: `${utc % 60} ${Math.floor(utc / 60)} * * *`, offset };
  });
}

/** 330 → "UTC+05:30", -240 → "UTC-04:00", 0 → "UTC". */
export function offsetName(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
