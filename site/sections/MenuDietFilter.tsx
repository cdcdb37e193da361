import type { ReactNode } from 'react';
import type { DietFilterWords, DietTag } from '../core/catalog/menu.ts';
import type { DietFilterScript } from '../core/lib/diet-tags.ts';
import { hook, Hook } from '../lib/hook.ts';
import { css } from '../styles/styled.ts';
import { color, media, radius } from '../styles/tokens.ts';

/**
 * The form's id: the Clear buttons of the notes in the categories submit it from outside. Its
 * boxes have no name, so without script, submitting loads the menu with nothing ticked.
 */
const DIET_FORM_ID = 'menu-diet';

/**
 * The filter without script: CSS hides each dish that lacks a ticked tag, so ticked boxes combine
 * ("Vegan + Gluten-free" leaves dishes with both). client/diet-filter.ts adds the rest.
 */
const hideUnticked = (tags: readonly DietTag[]) =>
  `${tags.map((tag) => `&:has([value=${tag}]:checked) li:not([${Hook.diet}~=${tag}])`).join(', ')} { display: none; }`;

const filter = (tags: readonly DietTag[]) => css`
  ${hideUnticked(tags)}
  fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
  legend { padding: 0; margin-bottom: 8px; font-weight: 600; }
  .chips { display: flex; flex-wrap: wrap; gap: 8px; }
  .chips label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 0 18px;
    border: 1.5px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surface};
    color: ${color.text};
    font-weight: 600;
    cursor: pointer;
  }
  .chips label:has(:checked) { border-color: ${color.accent}; background: ${color.accentSoft}; }
  .chips input { margin: 0; accent-color: ${color.accent}; }
  /* On a phone, one row that scrolls sideways, into the page's gutters: the menu stays near the top. */
  ${media.mobile} {
    .chips { flex-wrap: nowrap; overflow-x: auto; margin: 0 -16px; padding: 0 16px; }
    .chips label { flex: none; }
  }
  /* The count, and Clear filter: a row kept for them, so nothing moves when they come. */
  .bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0 12px; min-height: 44px; margin: 4px 0 16px; color: ${color.muted}; }
  [type='submit'] {
    min-height: 44px;
    padding: 0 8px;
    border: 0;
    background: none;
    color: ${color.primary};
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
  /*
   * Only while a box is ticked. The selector ends in ":where(…)" because goober splits one that
   * goes on after a ":has(…)" in two, and puts its class between them.
   */
  form [type='submit'] { visibility: hidden; }
  form:has(:checked) :where([type='submit']) { visibility: visible; }
`;

interface Props {
  words: DietFilterWords;
  /** The tags dishes carry, in order: one choice each. */
  tags: readonly DietTag[];
  /** The menu it filters. */
  children: ReactNode;
}

/**
 * "What can I eat?": a box for each diet tag above the menu, as chips. Checkboxes, so they work
 * without script and screen readers say ticked or not; the words client/diet-filter.ts needs ride
 * on the hook.
 */
export function MenuDietFilter({ words, tags, children }: Props) {
  const script: DietFilterScript = [words.count, words.noneHere, words.join];
  return (
    <div className={filter(tags)} {...hook(Hook.dietFilter, JSON.stringify(script))}>
      <form id={DIET_FORM_ID}>
        <fieldset>
          <legend>{words.legend}</legend>
          <div className="chips">
            {tags.map((tag) => (
              <label key={tag}>
                <input type="checkbox" value={tag} />
                {words.tags[tag]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="bar">
          <span role="status" />
          <button type="submit">{words.clear}</button>
        </div>
      </form>
      {children}
    </div>
  );
}
