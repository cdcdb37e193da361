import { contentLine } from './icalendar.ts';

const MINUTE = 60_000;
// Clocks change months apart (a Ramadan pause of daylight saving lasts weeks): a week's step finds every change.
const WEEK = 7 * 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();
// Made once per zone: a scan of a few years asks thousands of times.
const formatter = (zone: string) => {
  let made = formatters.get(zone);
  if (!made) formatters.set(zone, (made = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })));
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
const localAt = (instant: number, offset: number) => new Date(instant + offset * MINUTE).toISOString().slice(0, 19).replace(/[-:]/g, '');

/**
 * The VTIMEZONE (RFC 5545 §3.6.5) that defines `zone` for the years `fromYear` to `toYear`, from
 * the rules this Node knows (Intl). A zone with one offset all along (India: +05:30, no daylight
 * saving) is one STANDARD block; a zone with daylight saving gets, after the offset it starts
 * the years with, one block per change of its clocks, each starting at the local time before it.
 */
export function vtimezone(zone: string, fromYear: number, toYear: number): string[] {
  const changes = transitions(zone, fromYear, toYear);
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', start: string, from: number, to: number) => [
    `BEGIN:${kind}`,
    contentLine('DTSTART', start),
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
    ...changes.flatMap(({ at, from, to }) => observance(to > from ? 'DAYLIGHT' : 'STANDARD', localAt(at, from), from, to)),
    'END:VTIMEZONE',
  ];
}
