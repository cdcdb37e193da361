import type { Catalog } from '../core/catalog/catalog-keys.ts';
import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color, font, radius, shadow } from '../styles/tokens.ts';
import { Picture } from '../ui/Picture.tsx';

const grid = () => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 250px), 1fr));
  gap: 24px;
  > li {
    display: flex;
    flex-direction: column;
    overflow: hidden;
    ${cardSurface}
  }
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; }
  .body { display: flex; flex-direction: column; gap: 10px; padding: 20px 22px 22px; flex: 1; }
  .highlight {
    align-self: flex-start;
    margin: -42px 0 2px;
    padding: 6px 16px;
    border-radius: ${radius.pill};
    background: ${color.primary};
    color: ${color.onPrimary};
    font-family: ${font.display};
    font-size: 1.3rem;
    font-weight: 600;
    box-shadow: ${shadow.card};
  }
  h3 { font-size: 1.35rem; margin: 0; }
  .details { margin: 0; color: ${color.muted}; }
  .terms { list-style: none; margin: auto 0 0; padding: 12px 0 0; border-top: 1px dashed ${color.border};
    display: flex; flex-wrap: wrap; gap: 6px; }
  .terms li { font-size: 0.82rem; font-weight: 600; line-height: 1.35; padding: 4px 10px; border-radius: ${radius.sm};
    background: ${color.surface2}; color: ${color.text}; }
`;

/** The offer cards: home page #offers and /offers. Headings are h3, under the section's h2. */
export function OffersList({ offers }: { offers: NonNullable<Catalog['offers']> }) {
  const { items, labels } = offers;
  return (
    <ul className={grid()}>
      {items.map((offer) => (
        <li key={offer.id}>
          <Picture picture={offer.image} slot="card" />
          <div className="body">
            <p className="highlight">{offer.highlight}</p>
            <h3>{offer.title}</h3>
            <p className="details">{offer.details}</p>
            <ul className="terms" role="list" aria-label={`${labels.terms}: ${offer.title}`}>
              {offer.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
