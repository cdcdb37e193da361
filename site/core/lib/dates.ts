// Calendar days, read in UTC: the same day wherever the page is read.
const LONG = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const longFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "2025-11-14" → "14 November 2025" (SPEC §2.10), or in `locale`'s words (the press page's, in the
 * site's locale); with `weekday`, "Friday, 14 November 2025" (a booking's day, an event's
 * displayDate). The one long date. Throws on a day that does not exist: check with isIsoDay first.
 */
export function formatLongDate(
  isoDay: string,
  locale = 'en-GB',
  { weekday = false }: { weekday?: boolean } = {},
): string {
  const key = `${locale}/${weekday}`;
  let format = longFormats.get(key);
  if (!format)
    longFormats.set(key, (format = new Intl.DateTimeFormat(locale, weekday ? { weekday: 'long', ...LONG } : LONG)));
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}

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
