import { useId, useRef, useState, type FormEvent } from 'react';
import type { EstimatorLabels } from '../core/catalog/packages.ts';
import { whatsappChatUrl } from '../core/lib/contact-links.ts';
import {
  cafeEstimateMessage,
  EVENT_DETAIL_FIELDS,
  eventDetailProblems,
  localToday,
  type EventDetails,
} from '../core/lib/event-details.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Field } from '../ui/fields.tsx';
import { Icon } from '../ui/Icon.tsx';

interface Props {
  /** The café's WhatsApp number (site.json). */
  whatsapp: string;
  /** The estimate as text. */
  text: string;
  labels: EstimatorLabels['share'];
  /** The site's locale, in whose words the date and time are written. */
  locale: string;
}

const EMPTY: EventDetails = { name: '', date: '', time: '' };

/**
 * "Send to the café": the guest's name, the day and the time first (each required, each with its
 * own plain message), then WhatsApp opens with them and the estimate written out to the café.
 * The browser's own bubbles are off (noValidate): one message per field, in the catalogue's words.
 */
export function SendToCafe({ whatsapp, text, labels, locale }: Props) {
  const id = useId();
  const [details, setDetails] = useState(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof EventDetails, string>>>({});
  const form = useRef<HTMLFormElement>(null);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const found = eventDetailProblems(details, localToday(), labels);
    setProblems(found);
    const first = EVENT_DETAIL_FIELDS.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${id}-${first}"]`)?.focus();
      return;
    }
    window.open(
      whatsappChatUrl(whatsapp, cafeEstimateMessage(labels.toCafeMessage, details, text, locale)),
      '_blank',
      'noopener',
    );
  };

  const field = (name: keyof EventDetails, type: string, extra: { autoComplete?: string; min?: string } = {}) => {
    const problem = problems[name];
    return (
      <div className="detail">
        <Field
          id={`${id}-${name}`}
          label={labels[`${name}Label`]}
          type={type}
          required
          value={details[name]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${name}-problem` : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDetails((d) => ({ ...d, [name]: value }));
            // The message goes once the field is changed; the next Send checks it again.
            if (problem) setProblems((p) => ({ ...p, [name]: undefined }));
          }}
          {...extra}
        />
        {problem && (
          <p id={`${id}-${name}-problem`} className="problem" data-problem={name}>
            {problem}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={form} className="cafe" noValidate onSubmit={send} aria-labelledby={`${id}-intro`}>
      <p id={`${id}-intro`}>{labels.detailsIntro}</p>
      <div className="details">
        {field('name', 'text', { autoComplete: 'name' })}
        {field('date', 'date', { min: localToday() })}
        {field('time', 'time')}
      </div>
      <button type="submit" className={buttonClass('primary', 'sm')}>
        <Icon name="brand-whatsapp" size={18} />
        {labels.toCafe}
        <span className="visually-hidden"> {labels.newTab}</span>
      </button>
    </form>
  );
}
