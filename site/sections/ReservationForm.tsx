import type { Catalog } from '../catalog/index.ts';
import { css } from '../styles/styled.ts';
import { color, radius, shadow } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { DemoForm } from '../ui/DemoForm.tsx';
import { Field, TextArea } from '../ui/fields.tsx';
import { Icon } from '../ui/Icon.tsx';

const form = () => css`
  display: grid;
  gap: 18px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  padding: clamp(20px, 3.5vw, 36px);
  border-radius: ${radius.lg};
  background: ${color.surface};
  border: 1px solid ${color.border};
  box-shadow: ${shadow.card};
  .wide { grid-column: 1 / -1; }
  .note { margin: 0; font-size: 0.9rem; color: ${color.muted}; }
  .foot { display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: center; justify-content: space-between; }
  @media (max-width: 560px) { grid-template-columns: 1fr; }
`;

/**
 * SPEC §5 reservation form (the home page's #reservations section and /reservations). A demo:
 * the browser's required checks run, then a toast says nothing was sent. `idPrefix` keeps two
 * instances from sharing ids.
 */
export function ReservationForm({ catalog, idPrefix = 'reservation' }: { catalog: Catalog; idPrefix?: string }) {
  const f = catalog.forms.reservation;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <DemoForm toast={f.toast} className={form()} aria-label={f.heading}>
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
