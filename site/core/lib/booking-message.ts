import { fillTemplate } from './template.ts';
import { formatLongDate } from './dates.ts';

/**
 * What a reservation form's "Send on WhatsApp" button carries, as JSON (sections/ReservationForm.tsx
 * → client/arm-whatsapp-booking.ts): all the browser needs to write the booking out.
 */
export interface WhatsappBooking {
  /** The café's WhatsApp number (site.json `whatsapp`). */
  to: string;
  /** forms.json's message: {name}, {phone}, {date}, {time}, {guests}, {requests}. */
  message: string;
  /** The site's locale (site.json), in whose words the date and time are written. */
  locale: string;
  /** Said on the special requests field when the booking is too long for a link (forms.json). */
  tooLong: string;
}

/**
 * The longest wa.me link a booking is sent in. Browsers take far longer addresses, but a link
 * of megabytes opened a blank tab, and WhatsApp's own pages and apps are not documented to take
 * more: 2,000 characters is the long-standing safe length for an address anywhere, and holds a
 * booking with some 1,500 characters of English (a character outside ASCII takes 6 to 12).
 */
export const WHATSAPP_LINK_MAX = 2000;

/** What the special requests field takes: the browser stops a longer paste (a booking of such English fits WHATSAPP_LINK_MAX). */
export const REQUESTS_MAX_LENGTH = 500;

/** The form's fields, by `name`, as the guest left them. */
export type BookingFields = Partial<Record<'name' | 'phone' | 'date' | 'time' | 'guests' | 'requests', string>>;

// ICU writes "7:30 pm" with a narrow no-break space in some versions, a space in others: a message reads the same either way.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** "2026-03-14" → "Saturday, 14 March 2026" in `locale`'s words: the café reads the weekday too. Not a day: as given. */
export function bookingDate(isoDay: string, locale: string): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay) || Number.isNaN(day.getTime())) return isoDay;
  return spaced(formatLongDate(isoDay, locale, { weekday: true }));
}

/** "19:30" → "7:30 pm" in `locale`'s words (en-IN). Not a time: as given. */
export function bookingTime(hhmm: string, locale: string): string {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(hhmm)) return hhmm;
  return spaced(
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
      new Date(`1970-01-01T${hhmm}:00Z`),
    ),
  );
}

/**
 * `template` filled in line by line. A line whose placeholders all stay empty is left out, so an
 * optional detail the guest skipped ("Special requests: {requests}") leaves no bare label.
 */
export function fillLines(template: string, values: Record<string, string>): string {
  return template
    .split('\n')
    .filter((line) => {
      const keys = [...line.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      return !keys.length || keys.some((key) => values[key] !== '');
    })
    .map((line) => fillTemplate(line, values))
    .join('\n');
}

/** The booking the guest typed, written out as `booking.message` says, to send the café. */
export function bookingMessage(booking: Pick<WhatsappBooking, 'message' | 'locale'>, fields: BookingFields): string {
  const typed = (key: keyof BookingFields) => (fields[key] ?? '').trim();
  return fillLines(booking.message, {
    name: typed('name'),
    phone: typed('phone'),
    date: bookingDate(typed('date'), booking.locale),
    time: bookingTime(typed('time'), booking.locale),
    guests: typed('guests'),
    requests: typed('requests'),
  });
}
