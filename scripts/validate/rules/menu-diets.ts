import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { ruleMessages } from '../validation-messages.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import type { Rule, RuleFinding } from './rule.ts';
import { writtenDishLists } from './written-dish-lists.ts';

/** Tags that say a dish has meat, fish or egg, and those that say it has none: no dish is both. */
const NOT_VEGETARIAN = ['non-veg', 'egg'];
const VEGETARIAN = ['veg', 'vegan', 'jain'];

/** What a dish in a section of each food mark may not be tagged. */
const AGAINST_MARK: Record<string, readonly string[]> = { veg: NOT_VEGETARIAN, 'non-veg': VEGETARIAN };

/**
 * A dish's diet tags agree with its section's food mark and with each other: a vegetarian guest
 * who filters for "Veg" must never be shown a dish with meat, fish or egg. Problems, not
 * warnings: neither can be meant.
 */
export const menuDiets: Rule = ({ files }) => {
  const findings: RuleFinding[] = [];
  for (const { at, items, section } of writtenDishLists(files.get('menu'))) {
    const against = (typeof section.mark === 'string' && AGAINST_MARK[section.mark]) || [];
    const listName = typeof section.label === 'string' ? section.label : String(section.mark);
    items.forEach((dish, d) => {
      if (!isRecord(dish) || !Array.isArray(dish.diet)) return;
      // Written only for a finding: a long menu has thousands of tags.
      const pointer = (t: number) => pointerOf([...at, d, 'diet', t]);
      dish.diet.forEach((tag, t) => {
        if (typeof tag !== 'string') return;
        if (against.includes(tag))
          findings.push({ key: 'menu', pointer: pointer(t), message: ruleMessages.dietAgainstList(tag, listName) });
        else if (NOT_VEGETARIAN.includes(tag)) {
          const other = (dish.diet as unknown[]).find(
            (o): o is string => typeof o === 'string' && VEGETARIAN.includes(o),
          );
          if (other)
            findings.push({ key: 'menu', pointer: pointer(t), message: ruleMessages.dietContradiction(tag, other) });
        }
      });
    });
  }
  return findings;
};
