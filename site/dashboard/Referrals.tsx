import type { HubCatalog } from '../core/catalog/hub.ts';
import { formatMoney, INR, rupeesToPaise } from '../core/commerce/money.ts';
import { requestToast } from '../ui/request-page.ts';
import { formatLongDate } from '../core/lib/dates.ts';
import { HUB_MESSAGES } from '../core/lib/spec-messages.ts';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { copyText } from './copy-text.ts';
import { screenClass } from './styles.ts';
import { Icon } from '../ui/Icon.tsx';

const referral = () => css`
  .refer { background: ${color.accentSoft}; border-color: transparent; }
  .refer h2, .refer h3 { display: flex; align-items: center; gap: 8px; }
  .code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 1.15rem; font-weight: 700; letter-spacing: 0.06em; padding: 8px 12px; border-radius: ${radius.sm}; background: ${color.surface}; border: 1.5px dashed ${color.border}; overflow-wrap: anywhere; }
  .stats { display: grid; gap: 12px; grid-template-columns: repeat(3, minmax(0, 1fr)); margin: 0; }
  .stats dt { color: ${color.muted}; font-weight: 600; }
  .stats dd { margin: 0; }
  .history li { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 8px; padding: 10px 0; border-bottom: 1px solid ${color.border}; }
  .history li:last-child { border-bottom: 0; }
`;

/** Referrals (SPEC §2.10, §9): the Refer & Earn card with the code, stats and Recent History. All static. */
export function Referrals({ hub, headingLevel = 1 }: { hub: Pick<HubCatalog, 'referrals'>; headingLevel?: 1 | 2 }) {
  const t = hub.referrals;
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h2' | 'h3';
  return (
    <div className={`${screenClass()} ${referral()}`} data-hub-screen="referrals">
      <div className="screen-head">
        <Heading>{t.title}</Heading>
      </div>
      <section className="card refer" aria-labelledby="hub-refer">
        <Sub id="hub-refer">
          <Icon name="gift" size={20} />
          {t.cardTitle}
        </Sub>
        <p>{t.cardText}</p>
        <p className="muted" id="hub-referral-code">
          {t.codeLabel}
        </p>
        <div className="row">
          <span className="code">{t.code}</span>
          <button
            type="button"
            className="icon-btn"
            aria-label={t.copy}
            onClick={() => copyText(t.code, HUB_MESSAGES.referralCopied, HUB_MESSAGES.copyFailed)}
          >
            <Icon name="copy" size={18} />
          </button>
        </div>
        <p>
          <button type="button" className={buttonClass('primary', 'sm')} onClick={() => requestToast(t.inviteToast)}>
            <Icon name="send" size={16} />
            {t.invite}
          </button>
        </p>
      </section>
      <dl className="stats">
        <div className="card">
          <dt>{t.stats.referralsLabel}</dt>
          <dd className="big">{t.stats.referrals}</dd>
        </div>
        <div className="card">
          <dt>{t.stats.successfulLabel}</dt>
          <dd className="big">{t.stats.successful}</dd>
        </div>
        <div className="card">
          <dt>{t.stats.earningsLabel}</dt>
          <dd className="big">{formatMoney(rupeesToPaise(t.stats.earnings), INR, { decimals: 0 })}</dd>
        </div>
      </dl>
      <section className="card" aria-labelledby="hub-referral-history">
        <Sub id="hub-referral-history">{t.historyHeading}</Sub>
        <ul className="plain history">
          {t.history.map((h) => (
            <li key={h.name + h.date}>
              <span>
                <strong>{h.name}</strong> <span className="muted">· {formatLongDate(h.date)}</span>
              </span>
              <span className="badge" data-tone={h.status === 'successful' ? 'success' : 'info'}>
                {t.statuses[h.status]}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
