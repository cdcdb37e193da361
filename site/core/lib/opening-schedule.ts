import type { SiteCatalog } from '../catalog/site.ts';
import { addDays, minutesOf, weekdayOf } from './cafe-clock.ts';

/** One stretch of opening: [opens, closes] in minutes after that day's midnight. `closes` passes 1440 when it runs on past midnight. */
export type Span = readonly [opens: number, closes: number];

/**
 * The café's hours as the live status (lib/opening-status.ts) reads them, worked out from
 * site.json once, at build time, and written beside the bundles as JSON: the page carries only
 * its address, so every page stays within its byte budget.
 */
export interface OpeningSchedule {
  timeZone: string;
  /** site.json's "locale": the weekdays and dates of the status are written in it. */
  locale: string;
  /** Each day of the week's spans, Sunday first (Date.getDay()'s order). */
  week: Span[][];
  /** The special days by date (YYYY-MM-DD): their name, and their spans (none: closed all day). */
  days: Record<string, { name?: string; spans: Span[] }>;
  words: SiteCatalog['openStatus'];
}

/** Date.getDay()'s order, in the names openingHours uses. */
export const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The week as the café's hours are written and read: Monday first. */
export const WEEK_FROM_MONDAY = [...WEEK.slice(1), WEEK[0]] as const;

/** A closing time not after the opening time runs on past midnight; the same time is round the clock. */
const span = (opens: string, closes: string): Span => {
  const [o, c] = [minutesOf(opens), minutesOf(closes)];
  return [o, c > o ? c : c + 1440];
};

export function openingSchedule(site: SiteCatalog): OpeningSchedule {
  const week = WEEK.map((day) =>
    site.openingHours
      .filter((h) => h.days.includes(day))
      .map((h) => span(h.opens, h.closes))
      .sort((a, b) => a[0] - b[0]),
  );
  const days: OpeningSchedule['days'] = {};
  for (const day of site.specialDays ?? []) {
    days[day.date] = {
      ...(day.name ? { name: day.name } : {}),
      spans: day.closed ? [] : [span(day.opens!, day.closes!)],
    };
  }
  return { timeZone: site.timeZone, locale: site.locale, week, days, words: site.openStatus };
}

/** The hours alone: what both the live status and the booking form read (lib/opening-status.ts, client/arm-bookings.ts). */
export type OpeningHours = { week: Span[][]; days: Record<string, { spans: Span[] }> };

/** Opening hours without the words: the week's spans and each special day's. */
export const openingHours = (schedule: OpeningSchedule): OpeningHours => ({
  week: schedule.week,
  days: Object.fromEntries(Object.entries(schedule.days).map(([date, { spans }]) => [date, { spans }])),
});

const DAY = 1440;

/** The spans of a calendar day: its special day's if it is one, else its weekday's. */
export const spansOn = (hours: OpeningHours, date: string): readonly Span[] =>
  hours.days[date]?.spans ?? hours.week[weekdayOf(date)] ?? [];

/**
 * The one rule of hours past midnight: the span the café is open in at `minutes` after the
 * midnight that starts `date`, in minutes from that midnight, or undefined when it is closed. The
 * hours of the day before that run on past midnight count first: with Friday and Saturday
 * 18:00–02:00, Saturday 01:00 is Friday night (open), Sunday 01:00 Saturday night (open), and
 * Friday 01:00 Thursday night (closed). A special day's hours are its own, a night before it
 * running into it included.
 */
export function spanAt(hours: OpeningHours, date: string, minutes: number): Span | undefined {
  const night = spansOn(hours, addDays(date, -1)).find(([o, c]) => o - DAY <= minutes && minutes < c - DAY);
  if (night) return [night[0] - DAY, night[1] - DAY];
  return spansOn(hours, date).find(([o, c]) => o <= minutes && minutes < c);
}

/** Whether the café is open at any time in the day `date`: its own hours, or the night before running into it. */
export const opensOn = (hours: OpeningHours, date: string): boolean =>
  spansOn(hours, date).length > 0 || spansOn(hours, addDays(date, -1)).some(([, c]) => c > DAY);
