import type { WidgetProps } from '@rjsf/utils';
import { boxProps } from './box-props.ts';

/**
 * A time on the 24-hour clock ("16:00"), chosen with the browser's own time picker, which shows
 * it as the phone or computer is set to (4:00 PM or 16:00) and gives back "16:00" either way.
 */
export function TimeWidget(props: WidgetProps) {
  return <input {...boxProps(props)} type="time" className="time" onChange={(e) => props.onChange(e.target.value)} />;
}
