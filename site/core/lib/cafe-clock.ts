/** A moment as the café's own clock and calendar show it. */
export interface CafeTime {
  /** The café's calendar day, YYYY-MM-DD. */
  date: string;
  /** Minutes since the café's midnight (0–1439). */
  minutes: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * `now` on the café's wall clock in `timeZone` (an IANA name, site.json's "timeZone"), whatever
 * the zone of the computer running this: Intl alone, no time zone library. h23, so midnight is 00
 * (some engines write "24" for it with hour12: false; the % 24 covers them too).
 */
export function cafeClock(timeZone: string, now: Date): CafeTime {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    clocks.set(timeZone, clock);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of clock.formatToParts(now)) part[type] = value;
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minutes: (Number(part.hour) % 24) * 60 + Number(part.minute),
  };
}

/** A calendar day as a Date at its UTC midnight, so day arithmetic never meets a clock change. */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** The calendar day `days` after `date` (before, if negative), YYYY-MM-DD. */
export const addDays = (date: string, days: number): string =>
  new Date(utcDay(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The day of the week of a calendar day: 0 is Sunday, as Date.getDay() counts. */
export const weekdayOf = (date: string): number => utcDay(date).getUTCDay();

/** A calendar day in `locale`'s words, e.g. { weekday: 'long' } → "Monday": the same day wherever it is read. */
export const dayInWords = (date: string, locale: string, parts: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat(locale, { ...parts, timeZone: 'UTC' }).format(utcDay(date));

/** "HH:MM" → minutes since midnight. */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Minutes of a day on the 12-hour clock, as guests read a time: 1320 → "10:00 PM", 690 → "11:30 AM";
 * with `short`, "10 PM" (the minutes only when there are some), as the live status says it. Any
 * day's minutes: 1560 (2 AM the next day) is "2:00 AM". `am` and `pm` are the catalogue's words.
 */
export function twelveHourTime(
  minutes: number,
  { short = false, am = 'AM', pm = 'PM' }: { short?: boolean; am?: string; pm?: string } = {},
): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const [h, min] = [Math.floor(m / 60), m % 60];
  return `${h % 12 || 12}${short && !min ? '' : `:${String(min).padStart(2, '0')}`} ${h < 12 ? am : pm}`;
}

/** Minutes since midnight → "HH:MM", as a time field's value reads. */
export const hhmmOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
