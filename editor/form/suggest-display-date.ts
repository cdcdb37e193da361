import { dayInWords } from '../../site/core/lib/cafe-clock.ts';
import { formatLongDate, isIsoDay } from '../../site/core/lib/dates.ts';

/**
 * What an event's `displayDate` would say for its `date`, as the sample catalogue writes it:
 * "Sunday, 5 October 2025", or "Every Saturday" for a recurring event. undefined without a real day.
 */
export function suggestDisplayDate(date: unknown, recurring: unknown): string | undefined {
  if (!isIsoDay(date)) return undefined;
  if (recurring === true) return `Every ${dayInWords(date, 'en-GB', { weekday: 'long' })}`;
  return formatLongDate(date, 'en-GB', { weekday: true });
}
