import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { ruleMessages } from '../validation-messages.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import type { Rule, RuleFinding } from './rule.ts';

/** A clock time a text names: the hour as written (0–23), its minutes, and whether AM or PM was said. */
interface NamedTime {
  hour: number;
  minute: number;
  meridiem?: 'am' | 'pm';
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The times `text` names, read leniently: "4:00 PM – 6:30 PM", "4–6:30 pm", "11.30 a.m. to 1 p.m.",
 * "19:00–22:00". A number counts as a time when it has minutes, an AM or PM, or starts a range
 * ("4–6:30 PM": 4, morning or afternoon); "2 hours" or "ages 5+" is not a time.
 */
export function namedTimes(text: string): NamedTime[] {
  // An hour not inside a longer number ("2025"), its minutes after ":" or ".", then AM or PM however written.
  const found = [...text.matchAll(/(?<![\d.:])(\d{1,2})(?:[:.](\d{2}))?(?![\d])\s*(?:([ap])\.?\s?m\b\.?)?/gi)].map(
    (m) => ({
      hour: Number(m[1]),
      minute: Number(m[2] ?? 0),
      hasMinutes: m[2] !== undefined,
      meridiem: m[3] ? (m[3].toLowerCase() === 'a' ? ('am' as const) : ('pm' as const)) : undefined,
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    }),
  );
  const times: NamedTime[] = [];
  found.forEach((t, i) => {
    const next = found[i + 1];
    const startsRange = next !== undefined && /^\s*(?:[-–—]|to)\s*$/i.test(text.slice(t.end, next.start));
    if (!t.hasMinutes && !t.meridiem && !startsRange) return;
    times.push({ hour: t.hour, minute: t.minute, meridiem: t.meridiem });
  });
  return times;
}

/** Whether a time as written is `hhmm` ("16:00"): "4 PM", "4:00 pm", "16:00", or a bare "4:00" for either 4 or 16. */
function sameTime(named: NamedTime, hhmm: string): boolean {
  const [, h, m] = HHMM.exec(hhmm) ?? [];
  if (h === undefined || Number(m) !== named.minute) return false;
  const hour = Number(h);
  if (!named.meridiem) return named.hour === hour || (named.hour <= 12 && named.hour % 12 === hour % 12);
  return named.hour >= 1 && named.hour <= 12 && (named.hour % 12) + (named.meridiem === 'pm' ? 12 : 0) === hour;
}

/**
 * Each event's "time", what guests read, names the start and end its "startTime" and "endTime" give
 * the calendars guests add it to: a changed time typed in one place only would put the event in
 * their calendars at another hour than the page says. A warning: the words are free text. An
 * event that ends as it starts is refused: it would be an entry of no length in guests' calendars.
 */
export const eventTimes: Rule = ({ files }) => {
  const events = files.get('events');
  if (!isRecord(events) || !Array.isArray(events.events)) return [];
  const findings: RuleFinding[] = [];
  events.events.forEach((event: unknown, i) => {
    if (
      !isRecord(event) ||
      typeof event.time !== 'string' ||
      typeof event.startTime !== 'string' ||
      typeof event.endTime !== 'string'
    )
      return;
    if (!HHMM.test(event.startTime) || !HHMM.test(event.endTime)) return; // the schema says so
    // Ending as it starts: a calendar entry of no length (an end earlier than the start runs past midnight).
    if (event.startTime === event.endTime) {
      findings.push({
        key: 'events',
        pointer: pointerOf(['events', i, 'endTime']),
        message: ruleMessages.eventEndsAsItStarts(event.startTime),
      });
      return;
    }
    const [start, end] = namedTimes(event.time);
    if (!start || (sameTime(start, event.startTime) && (!end || sameTime(end, event.endTime)))) return;
    findings.push({
      key: 'events',
      pointer: pointerOf(['events', i, 'time']),
      message: ruleMessages.eventTimeMismatch(event.time, event.startTime, event.endTime),
      warning: true,
    });
  });
  return findings;
};
