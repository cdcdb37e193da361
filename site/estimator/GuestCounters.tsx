import type { RefObject } from 'react';
import type { EstimatorLabels } from '../core/catalog/packages.ts';
import { guestCount, type Guests } from '../core/commerce/estimate.ts';
import { fillTemplate } from '../core/lib/template.ts';
import { Icon } from '../ui/Icon.tsx';

interface Props {
  guests: Guests;
  onChange: (change: Partial<Guests>) => void;
  labels: EstimatorLabels;
  /** The panel's id, which the counters' ids start with. */
  idPrefix: string;
  /** The hint that describes the fields while it asks for guests. */
  hintId?: string;
  /** The Adults field, which Book Now focuses when guests are missing. */
  adultsRef: RefObject<HTMLInputElement | null>;
}

/** Adults and kids: each a field to type the count in, between − and +. */
export function GuestCounters({ guests, onChange, labels, idPrefix, hintId, adultsRef }: Props) {
  const counter = (who: keyof Guests) => {
    const label = who === 'adults' ? labels.adults : labels.kids;
    const value = guests[who];
    const id = `${idPrefix}-${who}`;
    return (
      <div className="counter" role="group" aria-labelledby={`${id}-label`}>
        <span id={`${id}-label`}>{label}</span>
        <div className="stepper">
          <button
            type="button"
            className="icon-btn"
            aria-label={fillTemplate(labels.decrease, { who: label })}
            disabled={value <= 0}
            onClick={() => onChange({ [who]: guestCount(value - 1, value) })}
          >
            <Icon name="minus" size={16} />
          </button>
          <input
            ref={who === 'adults' ? adultsRef : undefined}
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            aria-labelledby={`${id}-label`}
            aria-describedby={hintId}
            value={value}
            onChange={(e) => onChange({ [who]: guestCount(e.target.value, value) })}
            onFocus={(e) => e.target.select()}
          />
          <button
            type="button"
            className="icon-btn"
            aria-label={fillTemplate(labels.increase, { who: label })}
            onClick={() => onChange({ [who]: guestCount(value + 1, value) })}
          >
            <Icon name="plus" size={16} />
          </button>
        </div>
      </div>
    );
  };

  return (
    <section aria-labelledby={`${idPrefix}-guests`}>
      <h3 id={`${idPrefix}-guests`} className="section-title">
        {labels.guests}
      </h3>
      <div className="counters">
        {counter('adults')}
        {counter('kids')}
      </div>
    </section>
  );
}
