import { isIsoDay } from '../../site/core/lib/dates.ts';

/**
 * What an event's `displayDate` would say for its `date`, as the sample catalogue writes it:
 * "Sunday, 5 October 2025", or "Every Saturday" for a recurring event. undefined without a real day.
 */
export function suggestDisplayDate(date: unknown, recurring: unknown): string | undefined {
  if (!isIsoDay(date)) return undefined;
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(day);
  if (recurring === true) return `Every ${weekday}`;
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}
