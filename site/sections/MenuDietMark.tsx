import type { FoodMark } from '../core/catalog/menu.ts';
import { css } from '../styles/styled.ts';

/**
 * India's food marks on a section marked veg or non-veg: a green square with a dot for vegetarian, red for
 * non-vegetarian, before its heading and each dish. Drawn by CSS, not an element a dish, as the
 * menu page is close to its 14 KiB. Decorative: the heading says which list it is. Its colours
 * are theme tokens (site/core/theme/derive-theme.ts), lighter in the dark theme.
 */
export const dietMarks = (diet: FoodMark) => css`
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
