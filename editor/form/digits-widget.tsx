import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { tidyDigits } from './tidy-digits.ts';

/**
 * A number kept as digits only (the WhatsApp number wa.me needs: "919845012345"), typed as staff
 * write it: "+91 98450 12345" is tidied to its digits as it is stored. The box keeps what staff
 * typed until they leave it, so it does not jump under their fingers; then it shows the digits.
 */
export function DigitsWidget({ id, value, required, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps) {
  const stored = value == null ? '' : String(value);
  const [typed, setTyped] = useState<string>();
  return (
    <input
      id={id}
      name={id}
      type="text"
      inputMode="tel"
      autoComplete="off"
      value={typed ?? stored}
      required={required}
      disabled={disabled || readonly}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => {
        setTyped(e.target.value);
        onChange(tidyDigits(e.target.value));
      }}
      onBlur={() => {
        setTyped(undefined);
        onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}
