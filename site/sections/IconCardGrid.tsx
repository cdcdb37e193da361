import type { IconCard } from '../core/catalog/about.ts';
import { css } from '../styles/styled.ts';
import { cardSurface } from '../styles/card-surface.ts';
import { color, media, radius } from '../styles/tokens.ts';
import { CardIcon } from './CardIcon.tsx';

/** How the cards sit on a phone: a list of rows (icon beside the words) or two columns of tiles. */
export type PhoneCards = 'rows' | 'tiles';

// goober misreads a selector such as `li:nth-child(3n + 2) .badge` (it glues its own class into
// it), so rules under a pseudo-class are nested instead.
const grid = (min: number) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${min}px), 1fr));
  li {
    padding: 28px;
    ${cardSurface}
  }
  .badge {
    display: grid;
    place-items: center;
    width: 52px;
    height: 52px;
    margin-bottom: 18px;
    border-radius: ${radius.md};
    background: ${color.accentSoft};
    color: ${color.accent};
  }
  li:nth-child(3n + 2) { .badge { background: ${color.primarySoft}; color: ${color.primary}; } }
  h3 { font-size: 1.3rem; margin-bottom: 6px; }
  p { margin: 0; color: ${color.muted}; }
`;

const phone: Record<PhoneCards, () => string> = {
  rows: () => css`
    ${media.mobile} {
      gap: 12px;
      li {
        display: grid; grid-template-columns: 44px 1fr; column-gap: 14px; align-items: start;
        padding: 16px 18px; border-radius: ${radius.md};
      }
      .badge { grid-row: span 2; width: 44px; height: 44px; margin: 0; border-radius: ${radius.sm}; }
      h3 { font-size: 1.12rem; margin: 0 0 2px; }
      p { font-size: 0.95rem; }
    }
  `,
  tiles: () => css`
    ${media.mobile} {
      grid-template-columns: repeat(2, 1fr);
      gap: 12px;
      li { padding: 16px 14px; border-radius: ${radius.md}; }
      .badge { width: 40px; height: 40px; margin-bottom: 12px; border-radius: ${radius.sm}; }
      h3 { font-size: 1.05rem; margin-bottom: 4px; }
      p { font-size: 0.88rem; line-height: 1.5; }
    }
  `,
};

interface Props {
  items: IconCard[];
  /** The narrowest a card may get on a wide screen before the row wraps. */
  min?: number;
  /** The phone's arrangement; without it the cards simply stack. */
  phoneCards?: PhoneCards;
}

/** Cards with an icon, a title and a short text (pride cards, offerings). */
export function IconCardGrid({ items, min = 300, phoneCards }: Props) {
  return (
    <ul className={phoneCards ? `${grid(min)} ${phone[phoneCards]()}` : grid(min)}>
      {items.map((item) => (
        <li key={item.id} data-card={item.id}>
          <span className="badge">
            <CardIcon name={item.icon} size={26} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
