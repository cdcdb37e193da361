import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import { ruleMessages } from '../validation-messages.ts';
import type { Rule, RuleFinding } from './rule.ts';

/** Each list of dishes in menu.json as written, with its place: a tab's sections, or its one list. */
function dishLists(menu: Record<string, unknown>): { at: (string | number)[]; items: unknown[] }[] {
  if (!Array.isArray(menu.categories)) return [];
  return menu.categories.flatMap((category, c) => {
    if (!isRecord(category)) return [];
    if (Array.isArray(category.sections))
      return category.sections.flatMap((section, s) =>
        isRecord(section) && Array.isArray(section.items)
          ? [{ at: ['categories', c, 'sections', s, 'items'], items: section.items }]
          : [],
      );
    return Array.isArray(category.items) ? [{ at: ['categories', c, 'items'], items: category.items }] : [];
  });
}

/**
 * A dish's id is its cart line's (`menu-<id>`): two dishes of one id, in two tabs or sections,
 * would be one line at one price in the cart. Twice in one list is uniqueIds' to say.
 */
export const menuDishIds: Rule = ({ files }) => {
  const menu = files.get('menu');
  if (!isRecord(menu)) return [];
  const first = new Map<string, { list: number; pointer: string }>();
  const findings: RuleFinding[] = [];
  for (const [list, { at, items }] of dishLists(menu).entries())
    items.forEach((dish, d) => {
      if (!isRecord(dish) || typeof dish.id !== 'string') return;
      const seen = first.get(dish.id);
      if (!seen) first.set(dish.id, { list, pointer: pointerOf([...at, d]) });
      else if (seen.list !== list)
        findings.push({
          key: 'menu',
          pointer: `${pointerOf([...at, d])}/id`,
          message: ruleMessages.duplicateId(dish.id, seen.pointer),
        });
    });
  return findings;
};
