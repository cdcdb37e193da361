import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** What every text box of the form carries, whatever it holds: its name, value, state and help. */
export const boxProps = ({ id, value, required, disabled, readonly, onBlur, onFocus }: WidgetProps) => ({
  id,
  name: id,
  value: value == null ? '' : String(value),
  required,
  disabled: disabled || readonly,
  'aria-describedby': ariaDescribedByIds(id),
  onBlur: () => onBlur(id, value),
  onFocus: () => onFocus(id, value),
});
