import { css } from '../styles/styled.ts';

export type Diet = 'veg' | 'nonVeg';

/**
 * India's food marks on a veg or non-veg list: a green square with a dot for vegetarian, red for
 * non-vegetarian, before its heading and each dish. Drawn by CSS, not an element a dish, as the
 * menu page is close to its 14 KiB. Decorative: the heading says which list it is.
 * Lighter shades in the dark theme keep the 3:1 contrast a graphic needs.
 */
export const dietMarks = (diet: Diet) => css`
  --mark: ${diet === 'veg' ? '#1e7b34' : '#b42318'};
  :root.dark & { --mark: ${diet === 'veg' ? '#5cc97a' : '#ff8a80'}; }
  h3::before,
  li::before {
    content: '';
    flex: none;
    width: 18px;
    height: 18px;
    border: 2px solid var(--mark);
    border-radius: 3px;
    background: radial-gradient(circle, var(--mark) 4px, transparent 4.5px);
  }
`;
