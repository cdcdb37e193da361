import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { parentOf, valueAt } from '../../site/core/lib/json-pointer.ts';
import { useEdit, useFieldPointer } from './edit-context.ts';
import { isPriceUnit, storedPrice, typedPrice, type PriceUnit } from '../../site/core/commerce/price-units.ts';
import { priceBoxSign } from './price-box-words.ts';

/**
 * Every number. A price (a schema `unit` of paise, cents or rupees) is typed as guests read it,
 * after its currency sign; any other number as it is. Text that is not a number is kept as typed,
 * so the catalogue's check can say what is wrong with it.
 */
export function NumberWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  schema,
}: WidgetProps) {
  const pointer = useFieldPointer();
  const { data } = useEdit();
  const unit = isPriceUnit(schema.unit) ? schema.unit : undefined;
  const shown = unit ? typedPrice(value, unit) : value == null ? '' : String(value);
  // What the box holds while typing ("290." is on its way to a price): re-read only when the value changes from outside.
  const [typed, setTyped] = useState(shown);
  useEffect(() => {
    setTyped((now) => (sameValue(now, value, unit) ? now : shown));
  }, [value, unit, shown]);
  const store = (text: string) => {
    setTyped(text);
    if (unit) return onChange(storedPrice(text, unit));
    const trimmed = text.trim();
    onChange(trimmed === '' ? undefined : /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text);
  };
  const input = (
    <input
      id={id}
      name={id}
      type="text"
      inputMode={schema.type === 'integer' && !unit ? 'numeric' : 'decimal'}
      value={typed}
      required={required}
      disabled={disabled || readonly}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => store(e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
  if (!unit) return input;
  return (
    <span className="money">
      <span className="currency" aria-hidden="true">
        {priceBoxSign(valueAt(data, `${parentOf(pointer)}/currency`))}
      </span>
      {input}
    </span>
  );
}

/** Whether the box's text already stands for `value` (then it is left as typed: "290.0" stays). */
function sameValue(typed: string, value: unknown, unit: PriceUnit | undefined): boolean {
  if (unit) return storedPrice(typed, unit) === value;
  return typed.trim() === (value == null ? '' : String(value));
}
