import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { ruleMessages } from '../validation-messages.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import type { Rule, RuleFinding } from './rule.ts';

/** Tags that say a dish has meat, fish or egg, and those that say it has none: no dish is both. */
const NOT_VEGETARIAN = ['non-veg', 'egg'];
const VEGETARIAN = ['veg', 'vegan', 'jain'];

/** What a dish on each list of a split category may not be tagged. */
const AGAINST_LIST: Record<string, readonly string[]> = { veg: NOT_VEGETARIAN, nonVeg: VEGETARIAN };

/**
 * A dish's diet tags agree with its list and with each other: a vegetarian guest who filters for
 * "Veg" must never be shown a dish with meat, fish or egg. Problems, not warnings: neither can be meant.
 */
export const menuDiets: Rule = ({ files }) => {
  const menu = files.get('menu');
  if (!isRecord(menu) || !isRecord(menu.categories)) return [];
  const labels = isRecord(menu.labels) ? menu.labels : {};
  const findings: RuleFinding[] = [];
  for (const [categoryId, category] of Object.entries(menu.categories)) {
    if (!isRecord(category)) continue;
    for (const [listId, list] of Object.entries(category)) {
      if (!Array.isArray(list)) continue;
      const against = AGAINST_LIST[listId] ?? [];
      const listName = typeof labels[listId] === 'string' ? labels[listId] : listId;
      list.forEach((dish, d) => {
        if (!isRecord(dish) || !Array.isArray(dish.diet)) return;
        // Written only for a finding: a long menu has thousands of tags.
        const pointer = (t: number) => pointerOf(['categories', categoryId, listId, d, 'diet', t]);
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
  }
  return findings;
};
