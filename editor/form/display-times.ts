import { minutesOf, twelveHourTime } from '../../site/core/lib/cafe-clock.ts';

/** An event's start or end on the 24-hour clock, as the schema asks for it: "16:00". */
export const CLOCK_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** "16:00" → "4:00 PM", as the sample catalogue writes an event's times for guests. */
const twelveHour = (time: string): string => twelveHourTime(minutesOf(time));

/** What guests read for a start and an end ("16:00", "18:30" → "4:00 PM – 6:30 PM"); undefined unless both are clock times. */
export function displayTime(start: unknown, end: unknown): string | undefined {
  if (typeof start !== 'string' || typeof end !== 'string' || !CLOCK_TIME.test(start) || !CLOCK_TIME.test(end))
    return undefined;
  return `${twelveHour(start)} – ${twelveHour(end)}`;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `after` with the words of each event's `time` filled in from its start and end, wherever either
 * changed since `before`: staff set the times once, with the clock pickers, and guests read them
 * as words. A `time` whose start and end did not change is left as typed.
 */
export function withDisplayTimes(before: unknown, after: unknown): unknown {
  if (Array.isArray(after)) {
    // An item added, removed or put back: the items after it sit at other places, and comparing
    // by place would take their unchanged times for changed ones and rewrite words staff wrote.
    if (!Array.isArray(before) || before.length !== after.length) return after;
    let changed = false;
    const items = after.map((item, i) => {
      const next = withDisplayTimes(before[i], item);
      changed ||= next !== item;
      return next;
    });
    return changed ? items : after;
  }
  if (!isObject(after)) return after;
  let result = after;
  const was = isObject(before) ? before : {};
  if ('time' in after && 'startTime' in after && (after.startTime !== was.startTime || after.endTime !== was.endTime)) {
    const words = displayTime(after.startTime, after.endTime);
    if (words && words !== after.time) result = { ...after, time: words };
  }
  for (const [key, value] of Object.entries(after)) {
    if (typeof value !== 'object' || value === null) continue;
    const next = withDisplayTimes(was[key], value);
    if (next !== value) result = { ...result, [key]: next };
  }
  return result;
}
