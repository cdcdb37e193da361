import type { EstimatorLabels } from '../catalog/packages.ts';
import { bookingDate, bookingTime } from './booking-message.ts';
import { fillTemplate } from './template.ts';

/*
 * What "Send to the café" (estimator/SendToCafe.tsx) asks before it writes to the café: who the
 * guest is and when the event is, as the reservation form's WhatsApp message carries them
 * (lib/booking-message.ts), so the café can book from the message alone.
 */

export interface EventDetails {
  name: string;
  /** "2026-03-14", as a date field gives it. */
  date: string;
  /** "19:30", as a time field gives it. */
  time: string;
}

export const EVENT_DETAIL_FIELDS = ['name', 'date', 'time'] as const satisfies readonly (keyof EventDetails)[];

type DetailWords = Pick<EstimatorLabels['share'], 'nameMissing' | 'dateMissing' | 'datePast' | 'timeMissing'>;

/** What is wrong with each field, in the catalogue's words (none: ready to send). `today` is the guest's own "2026-03-14". */
export function eventDetailProblems(
  details: EventDetails,
  today: string,
  words: DetailWords,
): Partial<Record<keyof EventDetails, string>> {
  const problems: Partial<Record<keyof EventDetails, string>> = {};
  if (!details.name.trim()) problems.name = words.nameMissing;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(details.date)) problems.date = words.dateMissing;
  else if (details.date < today) problems.date = words.datePast;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(details.time)) problems.time = words.timeMissing;
  return problems;
}

/** The guest's own date today, as a date field writes it. */
export const localToday = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** The message to the café: its template with the guest's name, the day and time in `locale`'s words, and the estimate. */
export const cafeEstimateMessage = (
  template: string,
  details: EventDetails,
  estimate: string,
  locale: string,
): string =>
  fillTemplate(template, {
    name: details.name.trim(),
    date: bookingDate(details.date, locale),
    time: bookingTime(details.time, locale),
    estimate,
  });
