import type { TestimonialsCatalog } from '../core/catalog/testimonials.ts';
import { fillTemplate } from '../core/lib/template.ts';
import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color } from '../styles/tokens.ts';
import { Stars } from './Stars.tsx';
import { Icon } from '../ui/Icon.tsx';

const grid = () => css`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
  figure {
    height: 100%;
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: 16px;
    padding: 28px;
    ${cardSurface}
  }
  /* Nested: goober misreads a pseudo-class selector written on one line (see IconCardGrid). */
  li:nth-child(3n + 2) { figure { background: ${color.primarySoft}; border-color: transparent; } }
  .mark { color: ${color.primary}; }
  blockquote { margin: 0; flex: 1; font-size: 1.05rem; line-height: 1.65; }
  blockquote p { margin: 0; }
  /* The stars on their own line under every name, however long the name and its context. */
  figcaption { display: flex; flex-direction: column; align-items: start; gap: 10px; }
  .name { display: block; font-weight: 700; }
  .context { display: block; color: ${color.muted}; font-size: 0.92rem; }
`;

/** The guests' quotes of catalog/testimonials.json, as cards. */
export function TestimonialsSection({ testimonials }: { testimonials: TestimonialsCatalog }) {
  return (
    <ul className={grid()}>
      {testimonials.items.map((t) => (
        <li key={t.id}>
          <figure>
            <Icon name="quote" className="mark" size={28} />
            <blockquote>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption>
              <span>
                <span className="name">{t.name}</span>
                <span className="context">{t.context}</span>
              </span>
              <Stars rating={t.rating} label={fillTemplate(testimonials.ratingLabel, { rating: t.rating })} />
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
