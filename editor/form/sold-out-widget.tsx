import { getDefaultRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { parentOf, valueAt } from '../../site/core/lib/json-pointer.ts';
import { useEdit, useFieldPointer } from './edit-context.ts';

const { DateWidget } = getDefaultRegistry().widgets as { DateWidget: ComponentType<WidgetProps> };

/** Today on this device's calendar, YYYY-MM-DD: staff mark a dish sold out where they stand, in the café. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * A dish's "Sold out on" (menu.json `soldOut`): one tap marks it sold out today, or available
 * again, and saves at once, so a busy counter on a phone needs nothing else. The site shows it
 * until the café next opens. Any other date field is RJSF's date box.
 */
export function DateOrSoldOut(props: WidgetProps) {
  const pointer = useFieldPointer();
  const { saveNow, data } = useEdit();
  if (!pointer.endsWith('/soldOut')) return <DateWidget {...props} />;
  const name = valueAt(data, `${parentOf(pointer)}/name`);
  const dish = typeof name === 'string' && name !== '' ? name : 'this dish';
  const marked = typeof props.value === 'string' && props.value !== '';
  const isToday = marked && props.value === today();
  return (
    <span className="sold-out-field">
      <button
        type="button"
        // Named by what it says, not by the field's label, so voice control finds what staff see.
        id={`${props.id}-toggle`}
        className={isToday ? 'sold-out-on' : undefined}
        aria-pressed={isToday}
        disabled={props.disabled || props.readonly}
        onClick={() => saveNow(pointer, isToday ? undefined : today())}
      >
        {isToday ? `${dish} sold out today: tap when it is back` : `Mark ${dish} sold out today`}
      </button>
      {marked && !isToday && <span className="hint">Marked sold out on {String(props.value)}</span>}
    </span>
  );
}
