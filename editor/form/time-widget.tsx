import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/**
 * A time on the 24-hour clock ("16:00"), chosen with the browser's own time picker, which shows
 * it as the phone or computer is set to (4:00 PM or 16:00) and gives back "16:00" either way.
 */
export function TimeWidget({ id, value, required, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps) {
  return (
    <input
      id={id}
      name={id}
      type="time"
      className="time"
      value={value == null ? '' : String(value)}
      required={required}
      disabled={disabled || readonly}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
