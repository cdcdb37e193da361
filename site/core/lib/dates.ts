// Calendar days, read in UTC: the same day wherever the page is read.
const LONG = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const LONG_GB = new Intl.DateTimeFormat('en-GB', LONG);

/**
 * "2025-11-14" → "14 November 2025" (SPEC §2.10), or in `locale`'s words (the press page's, in the
 * site's locale). Throws on a day that does not exist: check with isIsoDay first.
 */
export const formatLongDate = (isoDay: string, locale?: string): string =>
  (locale ? new Intl.DateTimeFormat(locale, LONG) : LONG_GB).format(new Date(`${isoDay}T00:00:00Z`));

/**
 * Whether `x` is a day that exists, written YYYY-MM-DD. Date refuses "2025-13-01" (and
 * formatLongDate then throws) but rolls "2025-02-30" over to March, so the day must read back the same.
 */
export function isIsoDay(x: unknown): x is string {
  if (typeof x !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(x)) return false;
  const day = new Date(`${x}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === x;
}

/** Whether `x` is a time of day, HH:MM on a 24-hour clock, as hub.schema.json has it. */
export const isClockTime = (x: unknown): x is string => typeof x === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(x);
