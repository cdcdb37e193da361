import type { PackageItem, PackageRates, PackagesCatalog } from '../core/catalog/packages.ts';
import { packageCartItem } from '../core/commerce/cart.ts';
import { withRates } from '../core/commerce/estimate.ts';
import { formatMoney, INR, rupeesToPaise } from '../core/commerce/money.ts';
import { whatsappChatUrl } from '../core/lib/contact-links.ts';
import { hook, Hook } from '../lib/hook.ts';
import { fillTemplate } from '../core/lib/template.ts';
import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color, font, radius } from '../styles/tokens.ts';
import { AddToCartButton } from '../ui/AddToCartButton.tsx';
import { buttonClass } from '../ui/buttons.ts';
import { Icon } from '../ui/Icon.tsx';

const card = () => css`
  display: flex;
  flex-direction: column;
  gap: 18px;
  padding: clamp(20px, 3vw, 28px);
  ${cardSurface}
  h3 { font-size: 1.55rem; margin: 0; }
  .prices { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px 20px; }
  .price { display: flex; align-items: baseline; gap: 6px; }
  .amount { font-family: ${font.display}; font-size: 2rem; font-weight: 600; line-height: 1; color: ${color.primary}; }
  .who { font-size: 0.8rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: ${color.muted}; }
  .per { font-size: 0.92rem; color: ${color.muted}; }
  .note {
    align-self: flex-start;
    margin: 0;
    padding: 4px 12px;
    border-radius: ${radius.pill};
    background: ${color.primarySoft};
    color: ${color.text};
    font-size: 0.9rem;
    font-weight: 600;
  }
  .content { display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 16px 24px; }
  h4 {
    font-family: ${font.body};
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${color.accent};
    margin: 0 0 6px;
  }
  ul { margin: 0; padding-left: 18px; }
  li { margin: 2px 0; line-height: 1.45; }
  .terms { padding: 14px 16px; border-radius: ${radius.md}; background: ${color.surface2}; }
  .terms ul { list-style: none; padding: 0; }
  .terms li { display: flex; gap: 8px; align-items: flex-start; font-size: 0.94rem; }
  .terms svg { flex: none; margin-top: 3px; color: ${color.accent}; }
  .actions { margin-top: auto; display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 10px; }
  .actions button, .actions a { width: 100%; }
  /* The real way to book, under the demo's two buttons. */
  .actions .chat { grid-column: 1 / -1; }
`;

interface Props {
  pkg: PackageItem;
  labels: PackagesCatalog['labels'];
  rates: PackageRates;
  image: string;
  /** The café's WhatsApp number (site.json), to which "Book on WhatsApp" writes. */
  whatsapp: string;
}

/** A package: per-person or adult/kid prices, note, what's included, terms, Add to Cart, and two ways to book it. */
export function PackageCard({ pkg, labels, rates, image, whatsapp }: Props) {
  const headingId = `package-${pkg.id}`;
  const price = (rupees: number) => formatMoney(rupeesToPaise(rupees), INR, { decimals: 0 });
  return (
    <article className={card()} aria-labelledby={headingId}>
      <h3 id={headingId}>{pkg.subTitle}</h3>
      <div className="prices">
        {pkg.price !== undefined ? (
          <span className="price">
            <span className="amount">{price(pkg.price)}</span>
          </span>
        ) : (
          <>
            {pkg.priceAdult !== undefined && (
              <span className="price">
                <span className="who">{labels.adult}</span>
                <span className="amount">{price(pkg.priceAdult)}</span>
              </span>
            )}
            {pkg.priceKid !== undefined && (
              <span className="price">
                <span className="who">{labels.kid}</span>
                <span className="amount">{price(pkg.priceKid)}</span>
              </span>
            )}
          </>
        )}
        <span className="per">{labels.perPerson}</span>
      </div>
      <p className="note">{pkg.note}</p>
      <div className="content">
        {Object.entries(pkg.content).map(([heading, lines]) => (
          <div key={heading}>
            <h4>{heading}</h4>
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {pkg.terms.length > 0 && (
        <div className="terms">
          <h4>{labels.terms}</h4>
          <ul>
            {pkg.terms.map((term) => (
              <li key={term}>
                <Icon name="check" size={16} bold />
                {withRates(term, rates)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="actions">
        <AddToCartButton
          item={packageCartItem(pkg, image)}
          text={labels.addButton}
          label={fillTemplate(labels.addToCart, { name: pkg.subTitle })}
          size="full"
        />
        {/* A demonstration: it shows 'Booking Initiated!' and sends nothing (site/client/init-demo-actions.ts). */}
        <button
          type="button"
          className={buttonClass('outline')}
          {...hook(Hook.demoToast, JSON.stringify(labels.bookToast))}
          aria-label={fillTemplate(labels.bookLabel, { name: pkg.subTitle })}
        >
          <Icon name="calendar-check" size={18} />
          {labels.bookButton}
        </button>
        <a
          className={`${buttonClass('outline')} chat`}
          href={whatsappChatUrl(whatsapp, fillTemplate(labels.whatsappMessage, { name: pkg.subTitle }))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={fillTemplate(labels.whatsappLabel, { name: pkg.subTitle })}
        >
          <Icon name="brand-whatsapp" size={18} />
          {labels.whatsappButton}
        </a>
      </div>
    </article>
  );
}
