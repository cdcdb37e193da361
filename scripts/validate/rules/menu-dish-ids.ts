import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import { ruleMessages } from '../validation-messages.ts';
import type { Rule, RuleFinding } from './rule.ts';
import { writtenDishLists } from './written-dish-lists.ts';

/**
 * A dish's id is its cart line's (`menu-<id>`): two dishes of one id, in two tabs or sections,
 * would be one line at one price in the cart. Twice in one list is uniqueIds' to say.
 */
export const menuDishIds: Rule = ({ files }) => {
  const first = new Map<string, { list: number; pointer: string }>();
  const findings: RuleFinding[] = [];
  for (const [list, { at, items }] of writtenDishLists(files.get('menu')).entries())
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
