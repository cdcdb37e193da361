import type { PageProps } from './page-props.ts';
import { SESSION_FLAG_SCRIPT } from '../layout/head-script.ts';
import { Hook, hook } from '../lib/hook.ts';
import { COMMERCE_MESSAGES } from '../core/lib/spec-messages.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { css } from '../styles/styled.ts';
import { color, font } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Icon } from '../ui/Icon.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';
import { pageFile } from '../core/catalog-routes.ts';

/**
 * The order: at first paint both the finalizing line and the pay-at-counter order, of which CSS
 * shows one from the flag its inline script puts on <html> (data-session), so neither case flashes
 * the other's text before JavaScript runs; client/init-order-status.ts then settles it.
 */
const card = () => css`
  max-width: 560px;
  padding: 28px;
  ${cardSurface}
  .status { margin: 0; font-size: 1.15rem; color: ${color.muted}; }
  dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 12px 24px; align-items: baseline; }
  dt { font-weight: 600; color: ${color.muted}; }
  dd { margin: 0; font-family: ${font.display}; font-size: 1.35rem; font-weight: 700; overflow-wrap: anywhere; }
  .done { display: block; margin-bottom: 16px; color: ${color.accent}; }
  .if-session { display: none; }
  html[data-session] & .if-session { display: block; }
  html[data-session] & .if-counter { display: none; }
`;

const after = () => css`
  margin-top: 24px;
  display: grid;
  gap: 16px;
  justify-items: start;
  p { margin: 0; color: ${color.muted}; max-width: 60ch; }
  div { display: flex; flex-wrap: wrap; gap: 12px; }
`;

/** /success?session_id=…: SPEC §2.5. */
export default function SuccessPage({ catalog }: PageProps) {
  const { success } = pageFile(catalog, 'store');
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of Kiln's, hashed in the CSP (layout/head-script.ts) */}
      <script dangerouslySetInnerHTML={{ __html: SESSION_FLAG_SCRIPT }} />
      <PageHero title={success.title} intro={success.intro} />
      <Section>
        <div
          className={card()}
          data-success-state="first-paint"
          role="status"
          {...hook(Hook.orderStatus, success.totalLabel)}
        >
          <div className="if-session">
            <p className="status">{COMMERCE_MESSAGES.finalizing}</p>
          </div>
          <div className="if-counter">
            <Icon name="check-circle-2" className="done" size={32} />
            <dl>
              <dt>{success.orderIdLabel}</dt>
              <dd data-order-id>{COMMERCE_MESSAGES.payAtCounterOrderId}</dd>
            </dl>
          </div>
        </div>
        <div className={after()}>
          <p>{success.note}</p>
          <div>
            {success.links.map((link, i) => (
              <a key={link.href} href={link.href} className={buttonClass(i === 0 ? 'primary' : 'outline', 'sm')}>
                {link.label}
              </a>
            ))}
          </div>
        </div>
      </Section>
    </>
  );
}
