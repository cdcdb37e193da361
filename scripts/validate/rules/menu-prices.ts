import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { ruleMessages } from '../validation-messages.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import type { Rule, RuleFinding } from './rule.ts';

/**
 * Every menu price is whole rupees: menu.json counts in paise, so "price": 290, typed as rupees,
 * is a valid ₹2.90 that guests would see. A warning, as a price in paise and rupees can be meant.
 */
export const menuPrices: Rule = ({ files }) => {
  const findings: RuleFinding[] = [];
  eachPrice(files.get('menu'), [], (paise, path) => {
    if (paise % 100 !== 0)
      findings.push({
        key: 'menu',
        pointer: pointerOf(path),
        message: ruleMessages.priceNotWholeRupees(paise),
        warning: true,
      });
  });
  return findings;
};

/** Calls `found` for every whole-number "price" field in `value`, with its path (one array, grown and shrunk as it goes: read it at once). */
function eachPrice(
  value: unknown,
  path: (string | number)[],
  found: (price: number, path: readonly (string | number)[]) => void,
): void {
  if (Array.isArray(value))
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      eachPrice(value[i], path, found);
      path.pop();
    }
  else if (isRecord(value)) {
    for (const key of Object.keys(value)) {
      const child = value[key];
      path.push(key);
      if (key === 'price' && Number.isInteger(child)) found(child as number, path);
      else eachPrice(child, path, found);
      path.pop();
    }
  }
}
