import { css } from '../styles/styled.ts';

export type Diet = 'veg' | 'nonVeg';

// India's food marks: a green square with a dot for vegetarian, red for non-vegetarian.
// Lighter shades in the dark theme keep the 3:1 contrast a graphic needs.
const mark = (diet: Diet) => css`
  --mark: ${diet === 'veg' ? '#1e7b34' : '#b42318'};
  :root.dark & { --mark: ${diet === 'veg' ? '#5cc97a' : '#ff8a80'}; }
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 18px;
  height: 18px;
  border: 2px solid var(--mark);
  border-radius: 3px;
  &::after {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: var(--mark);
  }
`;

/** The mark alone is decorative: the list's heading (or `label`) says which diet it is. */
export function DietMark({ diet, label }: { diet: Diet; label?: string }) {
  return label ? <span className={mark(diet)} role="img" aria-label={label} /> : <span className={mark(diet)} aria-hidden="true" />;
}
