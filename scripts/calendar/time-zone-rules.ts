import { contentLine } from './icalendar.ts';

const MINUTE = 60_000;
// Clocks change months apart (a Ramadan pause of daylight saving lasts weeks): a week's step finds every change.
const WEEK = 7 * 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();
// Made once per zone: a scan of a few years asks thousands of times.
const formatter = (zone: string) => {
  let made = formatters.get(zone);
  if (!made)
    formatters.set(zone, (made = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })));
  return made;
};

/** How far `zone` is ahead of UTC at `instant`, in minutes: 330 for Asia/Kolkata, -300 for New York in winter. */
export function utcOffsetMinutes(zone: string, instant: number): number {
  const name = formatter(zone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  // "GMT+05:30", "GMT-04:00", or plain "GMT" at offset zero.
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '') ?? [];
  return sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
}

/** 330 → "+0530", -240 → "-0400" (§3.3.14). */
export function utcOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

interface Transition {
  /** The instant (ms since 1970, UTC) the zone's clocks change. */
  at: number;
  from: number;
  to: number;
}

/** Every change of the zone's offset from the start of `fromYear` to the end of `toYear`, found to the minute. */
function transitions(zone: string, fromYear: number, toYear: number): Transition[] {
  const found: Transition[] = [];
  const end = Date.UTC(toYear + 1, 0, 1);
  let at = Date.UTC(fromYear, 0, 1);
  let offset = utcOffsetMinutes(zone, at);
  while (at < end) {
    const next = Math.min(at + WEEK, end);
    const nextOffset = utcOffsetMinutes(zone, next);
    if (nextOffset !== offset) {
      // Halve the week until the minute the clocks change.
      let [before, after] = [at, next];
      while (after - before > MINUTE) {
        const middle = before + Math.floor((after - before) / MINUTE / 2) * MINUTE;
        if (utcOffsetMinutes(zone, middle) === offset) before = middle;
        else after = middle;
      }
      found.push({ at: after, from: offset, to: nextOffset });
      offset = nextOffset;
    }
    at = next;
  }
  return found;
}

/** A UTC instant as the local time of a zone `offset` minutes ahead: "20260329T010000". */
const localAt = (instant: number, offset: number) =>
  new Date(instant + offset * MINUTE).toISOString().slice(0, 19).replace(/[-:]/g, '');

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
/** How many years on a yearly rule is checked against the zone's own changes before it stands for every year after. */
const RULE_CHECKED_YEARS = 30;

/**
 * The yearly rule a change at local time `local` ("20330327T010000") follows, as a calendar
 * program reads one: "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU" (the last Sunday of March), or
 * "BYDAY=2SU" (the second Sunday).
 */
function yearlyRule(local: string): string {
  const [year, month, day] = [Number(local.slice(0, 4)), Number(local.slice(4, 6)), Number(local.slice(6, 8))];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const nth = day + 7 > daysInMonth ? -1 : Math.ceil(day / 7);
  return `FREQ=YEARLY;BYMONTH=${month};BYDAY=${nth}${weekday}`;
}

/**
 * The changes of the year after `toYear` as yearly rules, when every year for RULE_CHECKED_YEARS
 * after it changes its clocks by them (same days, same times, same offsets): an event that repeats
 * goes on past `toYear`, and a calendar program keeps the last offset it was given for every
 * occurrence past the last change it knows. Undefined when the zone follows no such rule.
 */
function ongoingRules(zone: string, toYear: number): (Transition & { rule: string })[] | undefined {
  const next = transitions(zone, toYear + 1, toYear + 1).map((t) => ({
    ...t,
    rule: yearlyRule(localAt(t.at, t.from)),
  }));
  if (next.length === 0) return [];
  const shape = (ts: readonly Transition[]) =>
    ts.map((t) => `${yearlyRule(localAt(t.at, t.from))} ${localAt(t.at, t.from).slice(8)} ${t.from} ${t.to}`).join('|');
  const expected = shape(next);
  for (let year = toYear + 2; year <= toYear + 1 + RULE_CHECKED_YEARS; year++)
    if (shape(transitions(zone, year, year)) !== expected) return undefined;
  return next;
}

/**
 * The VTIMEZONE (RFC 5545 §3.6.5) that defines `zone` from `fromYear` on, from the rules this Node
 * knows (Intl). A zone with one offset all along (India: +05:30, no daylight saving) is one
 * STANDARD block; a zone with daylight saving gets, after the offset it starts the years with, one
 * block per change of its clocks up to `toYear`, each starting at the local time before it, then
 * its changes from the next year on as yearly rules (RRULE), so an event repeating on for years
 * is at the right hour in every one of them. A zone whose changes follow no yearly rule is written
 * change by change for RULE_CHECKED_YEARS more years instead.
 */
export function vtimezone(zone: string, fromYear: number, toYear: number): string[] {
  const ongoing = ongoingRules(zone, toYear);
  const changes = transitions(zone, fromYear, ongoing ? toYear : toYear + 1 + RULE_CHECKED_YEARS);
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', start: string, from: number, to: number, rule?: string) => [
    `BEGIN:${kind}`,
    contentLine('DTSTART', start),
    ...(rule ? [contentLine('RRULE', rule)] : []),
    contentLine('TZOFFSETFROM', utcOffset(from)),
    contentLine('TZOFFSETTO', utcOffset(to)),
    `END:${kind}`,
  ];
  // The offset the years start with, from 1970 as calendar programs write it: daylight saving
  // where the first change sets the clocks back (a southern summer).
  const first = utcOffsetMinutes(zone, Date.UTC(fromYear, 0, 1));
  const firstKind = changes[0] && changes[0].to < first ? 'DAYLIGHT' : 'STANDARD';
  return [
    'BEGIN:VTIMEZONE',
    contentLine('TZID', zone),
    ...observance(firstKind, '19700101T000000', first, first),
    ...changes.flatMap(({ at, from, to }) =>
      observance(to > from ? 'DAYLIGHT' : 'STANDARD', localAt(at, from), from, to),
    ),
    ...(ongoing ?? []).flatMap(({ at, from, to, rule }) =>
      observance(to > from ? 'DAYLIGHT' : 'STANDARD', localAt(at, from), from, to, rule),
    ),
    'END:VTIMEZONE',
  ];
}
