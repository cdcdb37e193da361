import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { segmentsOf } from '../../site/core/lib/json-pointer.ts';
import { labelOf } from '../staff-words.ts';
import { useFieldPointer } from './edit-context.ts';

/** A yes/no field: the box, its name in staff words beside it, and what it does under it. */
export function CheckboxWidget({ id, value, disabled, readonly, onChange, onBlur, onFocus, schema }: WidgetProps) {
  const name = segmentsOf(useFieldPointer()).at(-1) ?? '';
  return (
    <div className="checkbox">
      <label htmlFor={id}>
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={value === true}
          disabled={disabled || readonly}
          aria-describedby={ariaDescribedByIds(id)}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
        {schema.title ?? labelOf(name)}
      </label>
      {schema.description && (
        <p className="hint" id={`${id}__description`}>
          {schema.description}
        </p>
      )}
    </div>
  );
}
