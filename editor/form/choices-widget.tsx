import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { segmentsOf } from '../../site/core/lib/json-pointer.ts';
import { labelOf } from '../staff-words.ts';
import { useFieldPointer } from './edit-context.ts';

/**
 * A list of choices from a schema's enum (a dish's diet tags): a tick per choice, in a group named
 * like the field, rather than a multiple select few can work. Ticked choices keep the enum's order.
 * A single choice (an enum string) stays RJSF's select.
 */
export function ChoicesWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, schema, options } = props;
  const name = segmentsOf(useFieldPointer()).at(-1) ?? '';
  const chosen: unknown[] = Array.isArray(value) ? value : [];
  const choices = options.enumOptions ?? [];
  const toggle = (choice: unknown, on: boolean) =>
    onChange(choices.map((c) => c.value).filter((c) => (c === choice ? on : chosen.includes(c))));
  return (
    <fieldset className="choices" aria-describedby={ariaDescribedByIds(id)}>
      <legend>{schema.title ?? labelOf(name)}</legend>
      {schema.description && (
        <p className="hint" id={`${id}__description`}>
          {schema.description}
        </p>
      )}
      <div className="choice-list">
        {choices.map((choice, i) => (
          <label key={String(choice.value)} htmlFor={`${id}-${i}`}>
            <input
              id={`${id}-${i}`}
              type="checkbox"
              checked={chosen.includes(choice.value)}
              disabled={disabled || readonly}
              onChange={(e) => toggle(choice.value, e.target.checked)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
