import type { Catalog } from '../core/catalog/catalog-keys.ts';
import { dayInWords, twelveHourTime } from '../core/lib/cafe-clock.ts';
import { hook, Hook } from '../lib/hook.ts';
import { openingHours, type OpeningHours, openingSchedule, type Span, WEEK } from '../core/lib/opening-schedule.ts';
import { REQUESTS_MAX_LENGTH, type WhatsappBooking } from '../core/lib/booking-message.ts';
import { fillTemplate } from '../core/lib/template.ts';
import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { DemoForm } from '../ui/DemoForm.tsx';
import { Field, TextArea } from '../ui/fields.tsx';
import { Icon } from '../ui/Icon.tsx';

const form = () => css`
  display: grid;
  gap: 18px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  padding: clamp(20px, 3.5vw, 36px);
  ${cardSurface}
  .wide { grid-column: 1 / -1; }
  .note { margin: 0; font-size: 0.9rem; color: ${color.muted}; }
  .foot { display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: center; justify-content: space-between; }
  .send { display: flex; flex-wrap: wrap; gap: 12px; }
  .send > * { flex: 1 1 auto; }
  @media (max-width: 560px) { grid-template-columns: 1fr; }
`;

/**
 * What site/client/arm-bookings.ts needs to refuse an impossible booking, worked out here so the
 * browser only compares: the café's time zone (its "today" and "now" are the café's), its opening
 * hours as the live status reads them (core/lib/opening-schedule.ts: one rule for hours past midnight),
 * and for each day of the week (Date.getDay() order) and each special day by its date, what to
 * say outside its hours (or that it is closed).
 */
export function bookingRules(catalog: Catalog): BookingRules {
  const { site } = catalog;
  const { date, time } = catalog.forms.reservation;
  // The hours on each day, as the live status reads them (one rule for hours past midnight), in words as site.json's "hours" writes them: "11:00 AM – 10:00 PM".
  const hours = openingHours(openingSchedule(site));
  const message = (spans: readonly Span[], closed: string): string =>
    spans.length
      ? fillTemplate(time.outsideHours, {
          hours: spans.map(([opens, closes]) => `${twelveHourTime(opens)} – ${twelveHourTime(closes)}`).join(', '),
        })
      : closed;
  const week = WEEK.map((day, i) => message(hours.week[i] ?? [], fillTemplate(date.closed, { day })));
  const dates: Record<string, string> = {};
  for (const special of site.specialDays ?? []) {
    const day = dayInWords(special.date, site.locale, { weekday: 'long', day: 'numeric', month: 'long' });
    const closed = special.name
      ? fillTemplate(date.closedFor, { date: day, name: special.name })
      : fillTemplate(date.closedOn, { date: day });
    dates[special.date] = message(hours.days[special.date]?.spans ?? [], closed);
  }
  return { timeZone: site.timeZone, hours, messages: { week, dates }, pastDate: date.past, pastTime: time.past };
}

export interface BookingRules {
  /** The café's, as site.json names it. */
  timeZone: string;
  hours: OpeningHours;
  /** What to say of a time the café is closed: each weekday's (Sunday first), and each special day's by date (YYYY-MM-DD). */
  messages: { week: string[]; dates: Record<string, string> };
  pastDate: string;
  pastTime: string;
}

/** What "Send on WhatsApp" needs to write the booking to the café (client/arm-whatsapp-booking.ts). */
const whatsappBooking = (catalog: Catalog): WhatsappBooking => ({
  to: catalog.site.whatsapp,
  message: catalog.forms.reservation.whatsapp.message,
  locale: catalog.site.locale,
  tooLong: catalog.forms.reservation.whatsapp.tooLong,
});

/**
 * SPEC §5 reservation form (the home page's #reservations section and /reservations). A demo:
 * the browser's checks run, then a toast says nothing was sent. Beyond `required`, the browser
 * refuses a day gone by and a time the studio is closed, saying why in its own bubble
 * (client/arm-bookings.ts, from `data-booking`). `idPrefix` keeps two instances from sharing ids.
 * "Send on WhatsApp" is the real way to book (issue 25): after the same checks it opens a chat
 * with the café, the booking written in (client/arm-whatsapp-booking.ts).
 */
export function ReservationForm({ catalog, idPrefix = 'reservation' }: { catalog: Catalog; idPrefix?: string }) {
  const f = catalog.forms.reservation;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <DemoForm
      toast={f.toast}
      className={form()}
      aria-label={f.heading}
      {...hook(Hook.booking, JSON.stringify(bookingRules(catalog)))}
    >
      <div className="wide">
        <Field
          id={id('name')}
          name="name"
          label={f.fullName.label}
          placeholder={f.fullName.placeholder}
          type="text"
          autoComplete="name"
          required
        />
      </div>
      <Field
        id={id('phone')}
        name="phone"
        label={f.phone.label}
        placeholder={f.phone.placeholder}
        type="tel"
        autoComplete="tel"
        required
      />
      <Field
        id={id('guests')}
        name="guests"
        label={f.guests.label}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        required
      />
      <Field id={id('date')} name="date" label={f.date.label} type="date" required />
      <Field id={id('time')} name="time" label={f.time.label} type="time" required />
      <div className="wide">
        <TextArea
          id={id('requests')}
          name="requests"
          label={f.specialRequests.label}
          placeholder={f.specialRequests.placeholder}
          rows={3}
          maxLength={REQUESTS_MAX_LENGTH}
        />
      </div>
      <div className="wide foot">
        <p className="note">{f.requiredNote}</p>
        <div className="send">
          <button type="submit" className={buttonClass('primary')}>
            <Icon name="calendar-check" size={18} />
            {f.submit}
          </button>
          {/* A second submit: the browser checks the form as for the first, then client/arm-whatsapp-booking.ts opens WhatsApp. */}
          <button
            type="submit"
            className={buttonClass('outline')}
            {...hook(Hook.whatsappBooking, JSON.stringify(whatsappBooking(catalog)))}
          >
            <Icon name="brand-whatsapp" size={18} />
            {f.whatsapp.button}
            <span className="visually-hidden"> {f.whatsapp.newTab}</span>
          </button>
        </div>
      </div>
    </DemoForm>
  );
}
