import type { IconCard } from '../catalog/about.ts';
import { css } from '../styles/styled.ts';
import { color, radius, shadow } from '../styles/tokens.ts';
import { CardIcon } from './CardIcon.tsx';

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
    border-radius: ${radius.lg};
    background: ${color.surface};
    border: 1px solid ${color.border};
    box-shadow: ${shadow.card};
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

/** Cards with an icon, a title and a short text (pride cards, offerings). */
export function IconCardGrid({ items, min = 300 }: { items: IconCard[]; min?: number }) {
  return (
    <ul className={grid(min)}>
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
