import type { Catalog } from '../catalog/catalog-keys.ts';
import { hook, Hook } from '../lib/hook.ts';
import { fillTemplate } from '../lib/template.ts';
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
  @media (max-width: 560px) { grid-template-columns: 1fr; }
`;

/** Date.getDay()'s order, in the names openingHours uses. */
const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "22:00" → "10:00 PM", as site.json's "hours" writes it. */
const clock12 = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/**
 * What site/client/booking-check.ts needs to refuse an impossible booking, worked out here so the
 * browser only compares: for each day of the week (Date.getDay() order), its opening hours
 * ([opens, closes] pairs) and what to say outside them (or that it is closed).
 */
export function bookingRules(catalog: Catalog): BookingRules {
  const { date, time } = catalog.forms.reservation;
  const week = WEEK.map((day) => {
    const ranges = catalog.site.openingHours.filter((h) => h.days.includes(day)).map((h): [string, string] => [h.opens, h.closes]);
    const hours = ranges.map(([opens, closes]) => `${clock12(opens)} – ${clock12(closes)}`).join(', ');
    return { ranges, message: ranges.length ? fillTemplate(time.outsideHours, { hours }) : fillTemplate(date.closed, { day }) };
  });
  return { week, pastDate: date.past, pastTime: time.past };
}

export interface BookingRules {
  week: { ranges: [string, string][]; message: string }[];
  pastDate: string;
  pastTime: string;
}

/**
 * SPEC §5 reservation form (the home page's #reservations section and /reservations). A demo:
 * the browser's checks run, then a toast says nothing was sent. Beyond `required`, the browser
 * refuses a day gone by and a time the studio is closed, saying why in its own bubble
 * (client/booking-check.ts, from `data-booking`). `idPrefix` keeps two instances from sharing ids.
 */
export function ReservationForm({ catalog, idPrefix = 'reservation' }: { catalog: Catalog; idPrefix?: string }) {
  const f = catalog.forms.reservation;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <DemoForm toast={f.toast} className={form()} aria-label={f.heading} {...hook(Hook.booking, JSON.stringify(bookingRules(catalog)))}>
      <div className="wide">
        <Field id={id('name')} name="name" label={f.fullName.label} placeholder={f.fullName.placeholder} type="text" autoComplete="name" required />
      </div>
      <Field id={id('phone')} name="phone" label={f.phone.label} placeholder={f.phone.placeholder} type="tel" autoComplete="tel" required />
      <Field id={id('guests')} name="guests" label={f.guests.label} type="number" min={1} step={1} inputMode="numeric" required />
      <Field id={id('date')} name="date" label={f.date.label} type="date" required />
      <Field id={id('time')} name="time" label={f.time.label} type="time" required />
      <div className="wide">
        <TextArea id={id('requests')} name="requests" label={f.specialRequests.label} placeholder={f.specialRequests.placeholder} rows={3} />
      </div>
      <div className="wide foot">
        <p className="note">{f.requiredNote}</p>
        <button type="submit" className={buttonClass('primary')}>
          <Icon name="calendar-check" size={18} />
          {f.submit}
        </button>
      </div>
    </DemoForm>
  );
}
