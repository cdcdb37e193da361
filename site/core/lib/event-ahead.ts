import type { EventItem } from '../catalog/events.ts';
import { cafeClock, minutesOf } from './cafe-clock.ts';

/**
 * Whether a guest can still go to `event` at `now`, by the café's clock in `timeZone` (site.json's
 * timeZone): a repeating event always (it has no last time), any other until it starts. What
 * "Add to calendar" is offered for: the events page's upcoming list goes by the catalogue's fixed
 * reference day (split-events.ts), which the build's clock may have long passed.
 */
export function isStillAhead(
  event: Pick<EventItem, 'date' | 'startTime' | 'isRecurring'>,
  timeZone: string,
  now: Date,
): boolean {
  if (event.isRecurring) return true;
  const cafe = cafeClock(timeZone, now);
  return event.date > cafe.date || (event.date === cafe.date && minutesOf(event.startTime) > cafe.minutes);
}
