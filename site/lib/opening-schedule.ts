import type { SiteCatalog } from '../catalog/site.ts';
import { minutesOf, weekdayOf } from './cafe-clock.ts';

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
    days[day.date] = { ...(day.name ? { name: day.name } : {}), spans: day.closed ? [] : [span(day.opens!, day.closes!)] };
  }
  return { timeZone: site.timeZone, locale: site.locale, week, days, words: site.openStatus };
}

/** The spans of a calendar day: its special day's if it is one, else its weekday's. */
export const spansOn = (schedule: OpeningSchedule, date: string): readonly Span[] => schedule.days[date]?.spans ?? schedule.week[weekdayOf(date)] ?? [];
