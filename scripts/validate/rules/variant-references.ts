import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { ruleMessages } from '../validation-messages.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import type { Rule, RuleFinding } from './rule.ts';

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * In store.json's demo products, a variant's "image" is one of its product's pictures and its
 * "options" name the product's options: the product page jumps to that picture and labels the choice.
 */
export const variantReferences: Rule = ({ files }) => {
  const store = files.get('store');
  if (!isRecord(store) || !isRecord(store.emulator)) return [];
  const findings: RuleFinding[] = [];
  list(store.emulator.products).forEach((product, p) => {
    if (!isRecord(product)) return;
    const images = list(product.images).flatMap((i) => (isRecord(i) && typeof i.src === 'string' ? [i.src] : []));
    const options = list(product.options).flatMap((o) => (isRecord(o) && typeof o.id === 'string' ? [o.id] : []));
    list(product.variants).forEach((variant, v) => {
      if (!isRecord(variant)) return;
      const at = (...rest: string[]) => pointerOf(['emulator', 'products', p, 'variants', v, ...rest]);
      if (typeof variant.image === 'string' && !images.includes(variant.image)) {
        findings.push({
          key: 'store',
          pointer: at('image'),
          message: ruleMessages.variantImageUnknown(variant.image, images),
        });
      }
      for (const option of Object.keys(isRecord(variant.options) ? variant.options : {})) {
        if (!options.includes(option)) {
          findings.push({
            key: 'store',
            pointer: at('options', option),
            atKey: true,
            message: ruleMessages.variantOptionUnknown(option, options),
          });
        }
      }
    });
  });
  return findings;
};
