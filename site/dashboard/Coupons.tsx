import { useRef } from 'react';
import { requestToast } from '../ui/request-page.ts';
import { deleteCoupon } from './hub-data.ts';
import { HUB_MESSAGES } from '../core/lib/spec-messages.ts';
import { fillTemplate } from '../core/lib/template.ts';
import { css } from '../styles/styled.ts';
import { color, font, radius } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { copyText } from './copy-text.ts';
import { keepingFocus } from './keep-focus.ts';
import { RowGuard } from './row-guard.tsx';
import { singleClick } from './single-click.ts';
import { screenClass } from './styles.ts';
import { useHubData, type HubDataSource } from './use-hub-data.ts';
import { Icon } from '../ui/Icon.tsx';

const coupon = () => css`
  .code { font-family: ui-monospace, Menlo, Consolas, monospace; font-weight: 700; letter-spacing: 0.06em; }
  .uses { display: grid; gap: 4px; font-size: 0.9rem; color: ${color.muted}; }
  progress { appearance: none; width: 100%; height: 8px; border: 0; border-radius: ${radius.pill}; background: ${color.surface2}; overflow: hidden; }
  progress::-webkit-progress-bar { background: ${color.surface2}; }
  progress::-webkit-progress-value { background: ${color.accent}; border-radius: ${radius.pill}; }
  progress::-moz-progress-bar { background: ${color.accent}; border-radius: ${radius.pill}; }
  .discount { font-family: ${font.display}; }
`;

/** Manage Coupons (SPEC §2.10): copy a code, delete a coupon; adding is a demo. */
export function Coupons({ hub, headingLevel = 1 }: { hub: HubDataSource; headingLevel?: 1 | 2 }) {
  const t = hub.coupons;
  const [data, change] = useHubData(hub);
  const Heading = `h${headingLevel}` as const;
  const Title = `h${headingLevel + 1}` as 'h2' | 'h3';

  const screen = useRef<HTMLDivElement>(null);

  const remove = (id: string) => {
    const index = data.coupons.findIndex((c) => c.id === id);
    if (index < 0) return;
    // Focus goes to the next card's Delete, or to Add Coupon once none is left.
    keepingFocus(() => change((d) => deleteCoupon(d, id)), {
      within: screen.current,
      controls: '[data-delete]',
      index,
      fallback: '[data-add]',
    });
    requestToast(HUB_MESSAGES.couponDeleted);
  };

  return (
    <div className={`${screenClass()} ${coupon()}`} data-hub-screen="coupons" ref={screen}>
      <div className="screen-head">
        <Heading>{t.title}</Heading>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          onClick={() => requestToast(t.addToast)}
          data-add
        >
          <Icon name="plus" size={18} />
          {t.add}
        </button>
      </div>
      {data.coupons.length === 0 ? (
        <p className="empty">{t.empty}</p>
      ) : (
        <ul className="plain cards">
          {data.coupons.map((c) => (
            <RowGuard key={c.id}>
              {() => {
                const used = fillTemplate(t.uses, { uses: c.uses, limit: c.limit });
                return (
                  <li>
                    <article className="card" aria-labelledby={`coupon-${c.id}`} data-coupon={c.id}>
                      <Title id={`coupon-${c.id}`} className="big discount">
                        {c.discount}
                      </Title>
                      <p className="muted">{c.description}</p>
                      <div className="uses">
                        <span id={`coupon-${c.id}-uses`}>{used}</span>
                        {/* Uses divided by limit (SPEC §9), read out as "45 of 100 used". */}
                        <progress
                          aria-labelledby={`coupon-${c.id}-uses`}
                          max={c.limit}
                          value={Math.min(c.uses, c.limit)}
                          aria-valuetext={used}
                        />
                      </div>
                      <div className="row">
                        {/* The code shows once, on the button that copies it; its name says what a tap does. */}
                        <button
                          type="button"
                          className={`${buttonClass('outline', 'sm')} code`}
                          aria-label={fillTemplate(t.copy, { code: c.code })}
                          onClick={() => copyText(c.code, HUB_MESSAGES.couponCopied(c.code), HUB_MESSAGES.copyFailed)}
                        >
                          <Icon name="copy" size={16} />
                          {c.code}
                        </button>
                        <button
                          type="button"
                          className="icon-btn danger"
                          aria-label={fillTemplate(t.delete, { code: c.code })}
                          onClick={singleClick(() => remove(c.id))}
                          data-delete
                        >
                          <Icon name="trash-2" size={18} />
                        </button>
                      </div>
                    </article>
                  </li>
                );
              }}
            </RowGuard>
          ))}
        </ul>
      )}
    </div>
  );
}
