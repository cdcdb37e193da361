import type { EstimatorLabels } from '../core/catalog/packages.ts';
import { mailtoUrl, whatsappShareUrl } from '../core/lib/contact-links.ts';
import { ESTIMATOR_MESSAGES } from '../core/lib/spec-messages.ts';
import { css } from '../styles/styled.ts';
import { color, font, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Icon } from '../ui/Icon.tsx';
import { requestToast } from '../ui/request-page.ts';
import { SendToCafe } from './SendToCafe.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The estimate as text, its total on the last line. */
  text: string;
  labels: EstimatorLabels['share'];
  /** Where the Email share writes to (site.json `enquiryEmail`). */
  enquiryEmail: string;
  /** The café's WhatsApp number (site.json): with it, "Send to the café" comes first. */
  whatsapp?: string;
  /** The site's locale (site.json), in whose words "Send to the café" writes the date and time. */
  locale: string;
}

const share = () => css`
  display: grid;
  gap: 16px;
  p { margin: 0; color: ${color.muted}; }
  .actions { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 10px; }
  /* WhatsApp on a line of its own, Email and Copy beside each other: room for the preview below. */
  @media (max-width: 480px) { .actions { grid-template-columns: 1fr 1fr; } .actions > .spec-whatsapp { grid-column: 1 / -1; } }
  .actions a, .actions button { width: 100%; }
  /* Send to the café, the way to book, first: what the café needs, then its button. */
  .cafe { display: grid; gap: 10px; padding: 12px; border: 1px solid ${color.border}; border-radius: ${radius.md}; }
  .cafe .details { display: grid; grid-template-columns: 2fr 1.4fr 1fr; gap: 10px; align-items: start; }
  @media (max-width: 480px) { .cafe .details { grid-template-columns: 1fr 1fr; } .cafe .detail:first-child { grid-column: 1 / -1; } }
  .cafe .detail { display: grid; gap: 4px; min-width: 0; }
  .cafe .problem { color: ${color.danger}; font-size: 0.88rem; font-weight: 600; }
  .cafe button { width: 100%; }
  h3 { margin: 0 0 6px; font-size: 1rem; }
  /* The whole estimate where the screen has room; where it has not, it scrolls under its total. */
  pre {
    margin: 0; padding: 12px 14px 0; max-height: max(7lh, 100dvh - 400px); overflow: auto; border-radius: ${radius.md};
    background: ${color.surface2}; white-space: pre-wrap; font: 0.9rem/1.5 ${font.body};
  }
  /* A row of buttons more above it. */
  &.with-cafe pre { max-height: max(7lh, 100dvh - 640px); }
  .total-line { display: block; position: sticky; bottom: 0; padding: 4px 0 12px; border-top: 1px solid ${color.border}; background: ${color.surface2}; font-weight: 700; }
`;

/**
 * Book Now's dialog: the estimate to send to the café on WhatsApp (where its number is given),
 * to anyone by WhatsApp (SPEC §7's share link, with no recipient) or email, or to copy, and a preview of it.
 */
export function ShareEstimate({ open, onClose, text, labels, enquiryEmail, whatsapp, locale }: Props) {
  const totalAt = text.lastIndexOf('\n') + 1; // the preview keeps its last line, the total, in view

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      requestToast(ESTIMATOR_MESSAGES.copied);
    } catch {
      requestToast({ ...ESTIMATOR_MESSAGES.copyFailed, variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={labels.title} closeLabel={labels.close} width="560px">
      <div className={`${share()}${whatsapp ? ' with-cafe' : ''}`}>
        <p>{labels.intro}</p>
        {/* What is sent, first: on the smallest phone its total stays in view above the fields. */}
        <div>
          <h3>{labels.preview}</h3>
          <pre data-estimate-text>
            {text.slice(0, totalAt)}
            <span className="total-line">{text.slice(totalAt)}</span>
          </pre>
        </div>
        {whatsapp && <SendToCafe whatsapp={whatsapp} text={text} labels={labels} locale={locale} />}
        <div className="actions">
          <a
            className={`${buttonClass(whatsapp ? 'outline' : 'primary', 'sm')} spec-whatsapp`}
            href={whatsappShareUrl(text)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="message-circle" size={18} />
            {labels.whatsapp}
            <span className="visually-hidden"> {labels.newTab}</span>
          </a>
          <a className={buttonClass('outline', 'sm')} href={mailtoUrl(enquiryEmail, labels.emailSubject, text)}>
            <Icon name="mail" size={18} />
            {labels.email}
          </a>
          <button type="button" className={buttonClass('outline', 'sm')} onClick={copy}>
            <Icon name="copy" size={18} />
            {labels.copy}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
