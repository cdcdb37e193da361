import type { AddOn } from '../core/catalog/packages.ts';
import { formatMoney, INR, rupeesToPaise } from '../core/commerce/money.ts';
import { css } from '../styles/styled.ts';
import { color, font, radius } from '../styles/tokens.ts';
import { PackageAddOnIcon } from './PackageAddOnIcon.tsx';

const block = () => css`
  h3 { font-size: 1.35rem; margin-bottom: 14px; }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: 12px;
  }
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 12px 14px;
    border-radius: ${radius.md};
    background: ${color.surface};
    border: 1px solid ${color.border};
  }
  .icon {
    flex: none;
    display: grid;
    place-items: center;
    width: 42px;
    height: 42px;
    border-radius: 50%;
    background: ${color.accentSoft};
    color: ${color.accent};
  }
  .title { flex: 1; font-weight: 600; line-height: 1.3; }
  .price { font-family: ${font.display}; font-weight: 600; font-size: 1.08rem; white-space: nowrap; }
`;

/**
 * An add-on list (activities or delights): icon, name and fixed price. A package tab names its
 * copy after the tab (`scope`, "Corporate Activities"), so each region's name is unique on the page.
 */
export function PackageAddOnList({ heading, items, scope }: { heading: string; items: AddOn[]; scope?: string }) {
  return (
    <section className={block()} aria-label={scope ? `${scope} ${heading}` : heading}>
      <h3>{heading}</h3>
      <ul>
        {items.map((addOn) => (
          <li key={addOn.id}>
            <span className="icon">
              <PackageAddOnIcon icon={addOn.icon} />
            </span>
            <span className="title">{addOn.title}</span>
            <span className="price">{formatMoney(rupeesToPaise(addOn.price), INR, { decimals: 0 })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
