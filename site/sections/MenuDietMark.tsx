import { css } from '../styles/styled.ts';

export type Diet = 'veg' | 'nonVeg';

/**
 * India's food marks on a veg or non-veg list: a green square with a dot for vegetarian, red for
 * non-vegetarian, before its heading and each dish. Drawn by CSS, not an element a dish, as the
 * menu page is close to its 14 KiB. Decorative: the heading says which list it is. Its colours
 * are theme tokens (site/core/theme/derive-theme.ts), lighter in the dark theme.
 */
export const dietMarks = (diet: Diet) => css`
  --mark: var(${diet === 'veg' ? '--veg' : '--non-veg'});
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
