import type { WidgetProps } from '@rjsf/utils';
import { HEX_COLOUR } from '../../site/core/theme/theme-choices.ts';
import { boxProps } from './box-props.ts';

/**
 * A colour: its code, typed or pasted (what the file keeps), beside the system's colour picker,
 * which fills the code in. Both say the same colour as either changes.
 */
export function ColourWidget(props: WidgetProps) {
  const { onChange, value, label } = props;
  const code = typeof value === 'string' ? value : '';
  return (
    <span className="colour-field">
      <input {...boxProps(props)} type="text" spellCheck={false} onChange={(e) => onChange(e.target.value)} />
      <input
        type="color"
        aria-label={`Pick the ${String(label).toLowerCase()}`}
        value={HEX_COLOUR.test(code) ? code.toLowerCase() : '#000000'}
        onChange={(e) => onChange(e.target.value)}
        disabled={props.disabled || props.readonly}
      />
    </span>
  );
}
