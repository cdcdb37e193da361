import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { ruleMessages } from '../validation-messages.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import type { Rule, RuleFinding } from './rule.ts';

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** In store.json's demo products, a variant's "salePrice" is below its "price": the page shows the regular one struck through. */
export const salePrices: Rule = ({ files }) => {
  const store = files.get('store');
  if (!isRecord(store) || !isRecord(store.emulator)) return [];
  const findings: RuleFinding[] = [];
  list(store.emulator.products).forEach((product, p) => {
    if (!isRecord(product)) return;
    list(product.variants).forEach((variant, v) => {
      if (!isRecord(variant) || typeof variant.price !== 'number' || typeof variant.salePrice !== 'number') return;
      if (variant.salePrice < variant.price) return;
      const pointer = pointerOf(['emulator', 'products', p, 'variants', v, 'salePrice']);
      findings.push({
        key: 'store',
        pointer,
        message: ruleMessages.salePriceNotBelow(variant.price, variant.salePrice),
      });
    });
  });
  return findings;
};
