import type { WidgetProps } from '@rjsf/utils';
import { useId } from 'react';
import { parentOf, valueAt } from '../../site/core/lib/json-pointer.ts';
import { boxProps } from './box-props.ts';
import { HEX_COLOUR } from '../../site/core/theme/theme-choices.ts';
import { ColourWidget } from './colour-widget.tsx';
import { useEdit, useFieldPointer } from './edit-context.ts';
import { DigitsWidget } from './digits-widget.tsx';
import { NumberWidget } from './number-widget.tsx';
import { PictureWidget } from './picture-widget.tsx';
import { suggestDisplayDate } from './suggest-display-date.ts';
import { isDigitsField } from './tidy-digits.ts';
import { CLOCK_TIME } from './display-times.ts';
import { TimeWidget } from './time-widget.tsx';
import { TimeWords } from './time-words.tsx';

/** A text longer than this, or one with a line break, gets a box of several lines. */
const LONG_TEXT = 70;

/**
 * Every text field. What it holds decides how it is typed: a picture is chosen from thumbnails,
 * an internal link from the site's pages and sections, an event's display date is suggested from
 * its date; a long text gets several lines. What is typed is stored as typed (an emptied field is
 * "", not a removed one), so the catalogue's check words any problem.
 */
export function TextWidget(props: WidgetProps) {
  const { schema } = props;
  // RJSF draws numbers with the text widget too.
  if (schema.type === 'number' || schema.type === 'integer') return <NumberWidget {...props} />;
  if (schema.format === 'kiln-image') return <PictureWidget {...props} />;
  if (schema.format === 'kiln-route') return <LinkWidget {...props} />;
  if (isDigitsField(schema)) return <DigitsWidget {...props} />;
  if (schema.pattern === CLOCK_TIME.source) return <TimeWidget {...props} />;
  if (schema.pattern === HEX_COLOUR.source) return <ColourWidget {...props} />;
  return <PlainText {...props} />;
}

function PlainText(props: WidgetProps) {
  const { id, value, autofocus, onChange, schema } = props;
  const pointer = useFieldPointer();
  const { data } = useEdit();
  const text = value == null ? '' : String(value);
  const common = { ...boxProps(props), autoFocus: autofocus };
  const long =
    text.length > LONG_TEXT || text.includes('\n') || (typeof schema.maxLength === 'number' && schema.maxLength > 200);
  const field = long ? (
    <textarea
      {...common}
      rows={Math.min(8, Math.max(2, Math.ceil(text.length / 60)))}
      onChange={(e) => onChange(e.target.value)}
    />
  ) : (
    <input {...common} type={schema.format === 'email' ? 'email' : 'text'} onChange={(e) => onChange(e.target.value)} />
  );
  // displayDate beside a date: offer the words for that day.
  // An event's time in words beside its start and end: shown as they say it, else offered.
  const [start, end] = [valueAt(data, `${parentOf(pointer)}/startTime`), valueAt(data, `${parentOf(pointer)}/endTime`)];
  // Always this one component for the time, so the box keeps its place (and focus) as its words change.
  if (pointer.endsWith('/time'))
    return <TimeWords id={id} text={text} start={start} end={end} field={field} use={onChange} />;
  const suggestion = pointer.endsWith('/displayDate')
    ? suggestDisplayDate(valueAt(data, `${parentOf(pointer)}/date`), valueAt(data, `${parentOf(pointer)}/isRecurring`))
    : undefined;
  return (
    <>
      {field}
      {suggestion && suggestion !== text && (
        <button type="button" className="suggest" onClick={() => onChange(suggestion)}>
          Use “{suggestion}”
        </button>
      )}
    </>
  );
}

/** An internal link: typed, or picked from every route and home-page section. */
function LinkWidget(props: WidgetProps) {
  const { linkTargets } = useEdit();
  const listId = useId();
  return (
    <>
      <input {...boxProps(props)} type="text" list={listId} onChange={(e) => props.onChange(e.target.value)} />
      <datalist id={listId}>
        {linkTargets.map((target) => (
          <option key={target} value={target} />
        ))}
      </datalist>
    </>
  );
}
