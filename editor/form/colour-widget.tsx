import type { WidgetProps } from '@rjsf/utils';
import { boxProps } from './box-props.ts';

/** How the schemas ask for a colour (theme.json's brand and accent): a six-digit hex code. */
export const HEX_COLOUR = '^#[0-9a-fA-F]{6}$';

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
        value={new RegExp(HEX_COLOUR).test(code) ? code.toLowerCase() : '#000000'}
        onChange={(e) => onChange(e.target.value)}
        disabled={props.disabled || props.readonly}
      />
    </span>
  );
}
