import { addDays, cafeClock, dayInWords, twelveHourTime } from './cafe-clock.ts';
import { type OpeningSchedule, type Span, spanAt, spansOn } from './opening-schedule.ts';
import { fillTemplate } from './template.ts';

const DAY = 1440;
/** How far ahead a next opening is looked for: a closure of a few weeks is possible, a year of them is not. */
const HORIZON_DAYS = 400;
/** Open this long without a break is round the clock: there is no closing time to give. */
const ROUND_THE_CLOCK = 7 * DAY;

/** 1320 → "10 PM", 690 → "11:30 AM" (any day's minutes, read on the clock). */
const clockTime = (minutes: number, words: OpeningSchedule['words']): string =>
  twelveHourTime(minutes, { short: true, am: words.am, pm: words.pm });

/**
 * What to tell a guest at `now`, on the café's clock in its time zone (whatever the guest's own):
 * "Open now · closes 10 PM", "Closed · opens 11 AM tomorrow" (today, tomorrow, on Monday within the
 * week, on 15 Nov further ahead), or on a named closed day "Closed today (Diwali)". Hours that run
 * past midnight (into the next day, across the end of the week too) count on the next day. Undefined
 * when there is nothing true to say (open round the clock, or no opening within a year): the page
 * then keeps the week's hours.
 */
export function openingStatus(schedule: OpeningSchedule, now: Date): string | undefined {
  const { date: today, minutes } = cafeClock(schedule.timeZone, now);
  const { words } = schedule;
  // Every span as minutes from today's midnight, from yesterday's (which may run into today) on.
  const spansFrom = (offset: number): Span[] =>
    spansOn(schedule, addDays(today, offset)).map(([o, c]) => [o + offset * DAY, c + offset * DAY]);
  const near = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8].flatMap(spansFrom);
  const name = schedule.days[today]?.name;

  const current = spanAt(schedule, today, minutes);
  if (current) {
    let end = current[1];
    // Open on through a span that starts as this one ends (past midnight into the next day's hours).
    for (;;) {
      const next = near.find(([o, c]) => o <= end && end < c);
      if (!next) break;
      end = next[1];
    }
    if (end - minutes >= ROUND_THE_CLOCK) return undefined;
    return fillTemplate(words.open, { time: clockTime(end, words), ...(name ? { name } : {}) });
  }

  let opens: number | undefined;
  for (let offset = 0; opens === undefined && offset < HORIZON_DAYS; offset++)
    opens = spansFrom(offset)
      .map(([o]) => o)
      .filter((o) => o > minutes)
      .sort((a, b) => a - b)[0];
  const closedToday = name && schedule.days[today]?.spans.length === 0;
  if (opens === undefined) return closedToday ? fillTemplate(words.closedToday, { name }) : undefined;

  const offset = Math.floor(opens / DAY);
  const date = addDays(today, offset);
  const weekday = dayInWords(
    date,
    schedule.locale,
    offset < 7 ? { weekday: 'long' } : { day: 'numeric', month: 'short' },
  );
  const day = offset === 0 ? words.today : offset === 1 ? words.tomorrow : fillTemplate(words.otherDay, { weekday });
  const values = { time: clockTime(opens, words), day, ...(name ? { name } : {}) };
  return fillTemplate(closedToday ? words.closedToday : words.closed, values);
}
