import { Link } from 'wouter';
import type { LaunchKit } from './edit-protocol.ts';
import { fieldAddress } from './other-file-fix.tsx';
import { QrSvg } from './qr-svg.tsx';

/**
 * "Cards to print": the table cards and the review card, drawn as they print (editor.css's print
 * section: A4, eight a page, dashed lines to cut along), with a Print button; or what they wait for.
 */
export function PrintCards({ kit, siteTitle }: { kit: LaunchKit; siteTitle: string }) {
  return (
    <section className="kit-section print-section" aria-labelledby="kit-cards">
      <div className="kit-cards-head">
        <h2 id="kit-cards">Cards to print</h2>
        {kit.cards.length > 0 && (
          <button type="button" className="primary" onClick={() => window.print()}>
            Print the cards
          </button>
        )}
      </div>
      {kit.cards.length > 0 && (
        <p className="hint">
          On A4 paper, eight cards a page: cut along the dashed lines. Each QR code opens the site’s menu, with its
          table’s number, or Google’s box for a review.
        </p>
      )}
      {kit.cardsWaitFor.includes('words') && (
        <p>
          To print cards for your tables, add <strong>Table cards</strong> in{' '}
          <Link href={fieldAddress('site', '/tableCards')}>{siteTitle}</Link>: the words guests read on them, and how
          many tables you number.
        </p>
      )}
      {kit.cardsWaitFor.includes('address') && (
        <p>
          The menu’s cards need the site’s own address: set it in{' '}
          <Link href={fieldAddress('site', '/urls/site')}>{siteTitle}</Link>.
        </p>
      )}
      {kit.cards.length > 0 && (
        <ul className="print-cards">
          {kit.cards.map((card) => (
            <li key={card.url} className={`print-card ${card.kind}`}>
              <QrSvg qr={card.qr} url={card.url} />
              <div className="print-card-words">
                <p className="print-card-name">{kit.name}</p>
                <p className="print-card-say">{card.words}</p>
                {card.table && <p className="print-card-table">{card.table}</p>}
                {card.hint && <p className="print-card-hint">{card.hint}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
