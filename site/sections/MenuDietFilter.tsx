import type { ReactNode } from 'react';
import type { DietFilterWords, DietTag } from '../core/catalog/menu.ts';
import { type DietFilterScript, splitDiet, WITHOUT } from '../core/lib/diet-tags.ts';
import { hook, Hook } from '../lib/hook.ts';
import { css } from '../styles/styled.ts';
import { useNoScriptRules } from '../ui/no-script-rules.ts';
import { color, media, radius } from '../styles/tokens.ts';

/**
 * The form's id: the Clear buttons of the notes in the categories submit it from outside. Its
 * boxes have no name, so without script, submitting loads the menu with nothing ticked.
 */
const DIET_FORM_ID = 'menu-diet';

const F = `[${Hook.dietFilter}]`;
// Any element that holds the ticked box will do (bytes count here): the filter, or one around it.
const ticked = (tag: DietTag) => `:has([value=${tag}]:checked)`;
/** A guest's words as a CSS string: quotes, backslashes and angle brackets escaped. */
const cssString = (text: string) => `"${text.replace(/[\\"<>\n]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;

/**
 * The filter without script, in plain CSS inlined in the head's <noscript> (ui/no-script-rules.ts;
 * not goober's, which splits selectors with commas in them): a dish
 * goes unless it is of a ticked kind of diet (any of them) and has every other ticked tag, and a
 * list goes that has no dish of a ticked kind, or none with a ticked tag. So no empty "Veg" card
 * stays (client/init-diet-filters.ts hides exactly what the choice leaves empty). When no dish is left,
 * a counter of the dishes still shown (display: none counts none) says so: its style writes
 * `none` for 0 and nothing otherwise, above the menu, once the menu has been counted.
 */
export function dietRules(
  kinds: readonly DietTag[],
  conditions: readonly DietTag[],
  none: string,
  without: readonly DietTag[] = [],
): string {
  const D = Hook.diet;
  const hidden: string[] = [];
  if (kinds.length) {
    hidden.push(`:has(.k :checked) li[${D}]:not(:is(${kinds.map((tag) => `${ticked(tag)} [${D}~=${tag}]`).join()}))`);
    hidden.push(
      `:has(.k :checked) .card:has([${D}]):not(:is(${kinds.map((tag) => `${ticked(tag)} .card:has([${D}~=${tag}])`).join()}))`,
    );
  }
  for (const tag of conditions)
    hidden.push(`${ticked(tag)} li:not([${D}~=${tag}])`, `${ticked(tag)} .card:has([${D}]):not(:has([${D}~=${tag}]))`);
  // "No nuts": a dish with the tag goes, and a list whose every dish has it.
  for (const tag of without) {
    const asked = ticked(`${WITHOUT}${tag}` as DietTag);
    hidden.push(`${asked} li[${D}~=${tag}]`, `${asked} .card:has([${D}]):not(:has([${D}]:not([${D}~=${tag}])))`);
  }
  const off = `${F}:has(:checked)`;
  return (
    `${hidden.join()}{display:none}${F}{counter-reset:dish}${F} li[${D}]{counter-increment:dish}` +
    `@counter-style dn{system:fixed 0;symbols:${cssString(none)};fallback:ds}@counter-style ds{system:cyclic;symbols:""}` +
    `${off}{display:flex;flex-direction:column}${off}>form{order:-2}${off}>.none{order:-1}${off}>.none::before{content:counter(dish,dn)}`
  );
}

const filter = () => css`
  fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
  legend { padding: 0; margin-bottom: 8px; font-weight: 600; }
  fieldset fieldset { margin-bottom: 8px; }
  fieldset fieldset legend { margin-bottom: 4px; font-size: 0.9rem; font-weight: 400; color: ${color.muted}; }
  .none { margin: 0; font-weight: 600; }
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

/** One group of choices (value and words), as chips, under its words: kinds of diet (class `k`, any of) or the rest (all of). */
const Choices = ({
  legend,
  choices,
  className,
}: {
  legend: string;
  choices: readonly (readonly [value: string, words: string])[];
  className?: string;
}) =>
  choices.length > 0 && (
    <fieldset className={className}>
      <legend>{legend}</legend>
      <div className="chips">
        {choices.map(([value, words]) => (
          <label key={value}>
            <input type="checkbox" value={value} />
            {words}
          </label>
        ))}
      </div>
    </fieldset>
  );

/**
 * "What can I eat?": a box for each diet tag above the menu, as chips, the kinds of diet apart
 * from the rest, each group saying how its ticks combine. Checkboxes, so they work without script
 * and screen readers say ticked or not; the words client/init-diet-filters.ts needs ride on the hook.
 */
export function MenuDietFilter({ words, tags, children }: Props) {
  const script: DietFilterScript = [words.count, words.noneHere, words.join];
  const avoid = words.without ?? [];
  const { kinds, conditions, without } = splitDiet(
    tags,
    words.kinds,
    avoid.map((choice) => choice.tag),
  );
  useNoScriptRules(dietRules(kinds, conditions, words.none, without));
  const named = (list: readonly DietTag[]) => list.map((tag) => [tag, words.tags[tag]] as const);
  return (
    <div className={filter()} {...hook(Hook.dietFilter, JSON.stringify(script))}>
      <form id={DIET_FORM_ID}>
        <fieldset>
          <legend>{words.legend}</legend>
          <Choices legend={words.anyOf} choices={named(kinds)} className="k" />
          <Choices
            legend={words.allOf}
            choices={[
              ...named(conditions),
              ...without.map(
                (tag) => [`${WITHOUT}${tag}`, avoid.find((choice) => choice.tag === tag)?.label ?? tag] as const,
              ),
            ]}
          />
        </fieldset>
        <div className="bar">
          <span role="status" />
          <button type="submit">{words.clear}</button>
        </div>
      </form>
      {children}
      <p className="none" />
    </div>
  );
}
