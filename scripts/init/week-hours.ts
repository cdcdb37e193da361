import type { OpeningHours, SpecialDay, Weekday } from '../../site/core/catalog/site.ts';
import { minutesOf, twelveHourTime } from '../../site/core/lib/cafe-clock.ts';
import { isClockTime, isIsoDay } from '../../site/core/lib/dates.ts';
import { WEEK_FROM_MONDAY } from '../../site/core/lib/opening-schedule.ts';
import { setupAnswerMessages as say } from './setup-answer-messages.ts';

/**
 * The setup's week of opening hours, one row per day, to and from site.json: "openingHours" for
 * search engines and the live open-or-closed line, "hours" for guests to read, and the holidays as
 * closed "specialDays". A closing time before the opening time runs past midnight, as the schema and
 * the live status (site/core/lib/opening-schedule.ts) read it, but only into the small hours and
 * not past the next day's opening: later than that it is a slip of AM and PM, and the status would
 * hide the next day's hours behind the night. Equal times are refused except 00:00–00:00, which the
 * status reads as round the clock.
 */
export type DayHours = { closed: true } | { opens: string; closes: string };
export type WeekGrid = Record<Weekday, DayHours>;

/** The latest a night past midnight may close: anything later is read as a mistake. */
export const LATEST_NIGHT_CLOSE = '06:00';

const DAY = 1440;
const ROUND_THE_CLOCK = '00:00';

/**
 * The grid to prefill the form: a day in no group is closed. A day in several groups (a break at
 * lunch) keeps its earliest hours, since a row has one pair of times: daysWithBreaks names them.
 */
export function weekFromOpeningHours(openingHours: readonly OpeningHours[]): WeekGrid {
  const earliest = (day: Weekday) =>
    openingHours.filter((h) => h.days.includes(day)).sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens))[0];
  return Object.fromEntries(
    WEEK_FROM_MONDAY.map((day) => {
      const hours = earliest(day);
      return [day, hours ? { opens: hours.opens, closes: hours.closes } : { closed: true }];
    }),
  ) as WeekGrid;
}

/** The days site.json opens more than once (a break at lunch), which the grid cannot show. */
export const daysWithBreaks = (openingHours: readonly OpeningHours[]): Weekday[] =>
  WEEK_FROM_MONDAY.filter((day) => openingHours.filter((h) => h.days.includes(day)).length > 1);

const time = (hhmm: string) => twelveHourTime(minutesOf(hhmm));

/** A day's opening as minutes from its midnight, closing past 1440 when it runs into the next day. */
const spanOf = ({ opens, closes }: { opens: string; closes: string }): [number, number] => {
  const [o, c] = [minutesOf(opens), minutesOf(closes)];
  return [o, c > o ? c : c + DAY];
};

/** Why one day's times cannot be written, if they cannot. */
function dayFault(day: Weekday, hours: { opens: string; closes: string }): string | undefined {
  for (const written of [hours.opens, hours.closes]) if (!isClockTime(written)) return say.notATime(day, written);
  const { opens, closes } = hours;
  if (opens === closes) return opens === ROUND_THE_CLOCK ? undefined : say.sameTime(day, time(opens));
  if (closes < opens && closes > LATEST_NIGHT_CLOSE)
    return say.closesBeforeOpens(day, time(closes), time(opens), time(LATEST_NIGHT_CLOSE));
  return undefined;
}

/** A night past midnight that runs into the next day's opening, worded; Sunday's night runs into Monday. */
function overlapFault(grid: WeekGrid): string | undefined {
  for (const [i, day] of WEEK_FROM_MONDAY.entries()) {
    const hours = grid[day];
    const nextDay = WEEK_FROM_MONDAY[(i + 1) % WEEK_FROM_MONDAY.length]!;
    const next = grid[nextDay];
    if ('closed' in hours || 'closed' in next) continue;
    const end = spanOf(hours)[1] - DAY;
    if (end > minutesOf(next.opens))
      return say.nightRunsIntoNextDay(day, time(hours.closes), nextDay, time(next.opens));
  }
  return undefined;
}

/** "Mon–Wed, Fri": consecutive days as ranges, in week order. */
function dayRanges(days: readonly Weekday[]): string {
  const runs: Weekday[][] = [];
  for (const day of days) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && WEEK_FROM_MONDAY.indexOf(day) === WEEK_FROM_MONDAY.indexOf(last) + 1) run.push(day);
    else runs.push([day]);
  }
  const short = (day: Weekday) => day.slice(0, 3);
  return runs
    .map((run) => (run.length === 1 ? short(run[0]!) : `${short(run[0]!)}–${short(run[run.length - 1]!)}`))
    .join(', ');
}

const timeRange = ({ opens, closes }: OpeningHours) =>
  opens === closes ? '24 hours' : `${time(opens)} – ${time(closes)}`;

/** The one line guests read, in the starter's style: "Open daily 9:00 AM – 9:00 PM". */
function hoursLine(groups: readonly OpeningHours[], closed: readonly Weekday[]): string {
  const [only] = groups;
  if (only && groups.length === 1 && closed.length === 0) return `Open daily ${timeRange(only)}`;
  const parts = groups.map((group) => `${dayRanges(group.days)} ${timeRange(group)}`);
  if (closed.length) parts.push(`Closed ${dayRanges(closed)}`);
  return parts.join(' · ');
}

/** The grid as site.json writes it: days with equal times grouped, in week order; or why it cannot be. */
export function openingHoursFromWeek(
  grid: WeekGrid,
): { openingHours: OpeningHours[]; hours: string } | { message: string } {
  const groups: OpeningHours[] = [];
  const closed: Weekday[] = [];
  for (const day of WEEK_FROM_MONDAY) {
    const hours = grid[day];
    if ('closed' in hours) {
      closed.push(day);
      continue;
    }
    const fault = dayFault(day, hours);
    if (fault) return { message: fault };
    const group = groups.find((g) => g.opens === hours.opens && g.closes === hours.closes);
    if (group) group.days.push(day);
    else groups.push({ days: [day], opens: hours.opens, closes: hours.closes });
  }
  if (groups.length === 0) return { message: say.allClosed };
  const overlap = overlapFault(grid);
  if (overlap) return { message: overlap };
  return { openingHours: groups, hours: hoursLine(groups, closed) };
}

/**
 * The holidays the setup asked for, as days closed all day, merged by date with the special days
 * site.json already has (the new answer wins for a date), sorted by date.
 */
export function specialDaysFromHolidays(
  holidays: readonly { date: string; name?: string }[],
  existing: readonly SpecialDay[] = [],
): { specialDays: SpecialDay[] } | { message: string } {
  const byDate = new Map(existing.map((day) => [day.date, day]));
  for (const { date, name } of holidays) {
    const day = date.trim();
    if (!isIsoDay(day)) return { message: say.notADate(date) };
    const named = name?.trim();
    byDate.set(day, { date: day, ...(named && { name: named }), closed: true });
  }
  return { specialDays: [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)) };
}
