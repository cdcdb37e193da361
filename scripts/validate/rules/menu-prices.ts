import { toPointer } from '../locate.ts';
import { ruleMessages } from '../validation-messages.ts';
import { isRecord } from '../../../site/lib/is-record.ts';
import type { Rule, RuleFinding } from './rule.ts';

/**
 * Every menu price is whole rupees: menu.json counts in paise, so "price": 290, typed as rupees,
 * is a valid ₹2.90 that guests would see. A warning, as a price in paise and rupees can be meant.
 */
export const menuPrices: Rule = ({ files }) => {
  const findings: RuleFinding[] = [];
  eachPrice(files.get('menu'), [], (paise, path) => {
    if (paise % 100 !== 0) findings.push({ key: 'menu', pointer: toPointer(path), message: ruleMessages.priceNotWholeRupees(paise), warning: true });
  });
  return findings;
};

/** Calls `found` for every whole-number "price" field in `value`, with its path. */
function eachPrice(value: unknown, path: (string | number)[], found: (price: number, path: (string | number)[]) => void): void {
  if (Array.isArray(value))
    value.forEach((item, i) => {
      eachPrice(item, [...path, i], found);
    });
  else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'price' && Number.isInteger(child)) found(child as number, [...path, key]);
      else eachPrice(child, [...path, key], found);
    }
  }
}
