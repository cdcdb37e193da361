import { addDays, type CafeTime, cafeClock } from './cafe-clock.ts';
import { type OpeningHours, spansOn } from './opening-schedule.ts';

/** How far ahead to look for the next opening: a café closed for longer keeps the dish sold out. */
const LOOK_AHEAD_DAYS = 366;

/**
 * When a dish marked sold out on `day` (its `soldOut`, a café day) is offered again: the café's
 * first opening on a later day, in café time; undefined when it never opens again in a year. Staff
 * mark it for the day, and it clears by itself when the café next opens.
 */
export function soldOutUntil(hours: OpeningHours, day: string): CafeTime | undefined {
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS; ahead += 1) {
    const date = addDays(day, ahead);
    const first = spansOn(hours, date)[0];
    if (first) return { date, minutes: first[0] };
  }
  return undefined;
}

const before = (a: CafeTime, b: CafeTime) => a.date < b.date || (a.date === b.date && a.minutes < b.minutes);

/** Whether a dish marked sold out on `day` is still sold out at `now` (café time). Marked for a later day: not yet. */
export function isSoldOut(hours: OpeningHours, day: string | undefined, now: CafeTime): boolean {
  if (day === undefined || now.date < day) return false;
  const until = soldOutUntil(hours, day);
  return until === undefined || before(now, until);
}

/**
 * The moment the café's clock in `timeZone` reads `at`, as a time any browser compares with
 * Date.now(): its wall time taken as UTC, corrected by the zone's offset there (twice, for a clock
 * change in between).
 */
export function instantOf(timeZone: string, at: CafeTime): number {
  const wall = Date.parse(`${at.date}T00:00:00Z`) + at.minutes * 60_000;
  let guess = wall;
  for (let i = 0; i < 2; i += 1) {
    const seen = cafeClock(timeZone, new Date(guess));
    guess += wall - (Date.parse(`${seen.date}T00:00:00Z`) + seen.minutes * 60_000);
  }
  return guess;
}
