import type { FaqItem } from '../core/catalog/home.ts';
import { css } from '../styles/styled.ts';
import { color, font, radius, shadow } from '../styles/tokens.ts';
import { Icon } from '../ui/Icon.tsx';

const list = () => css`
  display: grid;
  gap: 12px;
  details {
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    transition: box-shadow 0.2s ease, border-color 0.2s ease;
  }
  details[open] { box-shadow: ${shadow.card}; border-color: ${color.primary}; }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
    min-height: 56px;
    padding: 14px 20px;
    font-family: ${font.display};
    font-size: 1.15rem;
    font-weight: 600;
    line-height: 1.3;
    cursor: pointer;
    list-style: none;
    border-radius: ${radius.md};
  }
  summary::-webkit-details-marker { display: none; }
  summary:hover { color: ${color.primary}; }
  summary:focus-visible { outline-offset: -3px; }
  .chevron {
    flex-shrink: 0;
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: ${radius.pill};
    background: ${color.surface2};
    color: ${color.text};
    transition: transform 0.2s ease, background-color 0.2s ease;
  }
  details[open] .chevron { transform: rotate(180deg); background: ${color.primary}; color: ${color.onPrimary}; }
  .answer { padding: 0 20px 18px; color: ${color.muted}; max-width: 70ch; }
  .answer p { margin: 0; }
`;

interface Props {
  items: FaqItem[];
  /**
   * Items sharing a name form an exclusive accordion: the browser closes the open one when
   * another opens, with no JavaScript. Clicking the open one closes it again.
   */
  name: string;
  /** Prefix of each item's id (an anchor); defaults to `name`. */
  idPrefix?: string;
}

/** A single-open, collapsible list of questions built on native <details>/<summary>. */
export function FaqAccordion({ items, name, idPrefix = name }: Props) {
  return (
    <div className={list()}>
      {items.map((item) => (
        <details key={item.id} name={name} id={`${idPrefix}-${item.id}`}>
          <summary>
            <span>{item.question}</span>
            <span className="chevron" aria-hidden="true">
              <Icon name="chevron-down" size={18} />
            </span>
          </summary>
          <div className="answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
