import { ruleMessages } from '../validation-messages.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import type { Rule, RuleFinding } from './rule.ts';

/** The product ids store.json knows: its listings and the emulator's demo products. */
export function knownProductIds(store: unknown): Set<string> {
  const ids = new Set<string>();
  if (!isRecord(store)) return ids;
  const lists = [store.products, isRecord(store.emulator) ? store.emulator.products : undefined];
  for (const list of lists) {
    if (Array.isArray(list)) for (const p of list) if (isRecord(p) && typeof p.id === 'string') ids.add(p.id);
  }
  return ids;
}

/** A link to "/product/<id>" names a product that store.json lists. */
export const productLinks: Rule = ({ files, references }) => {
  const known = knownProductIds(files.get('store'));
  const findings: RuleFinding[] = [];
  for (const [key, refs] of references) {
    for (const { format, pointer, value } of refs) {
      const id = format === 'kiln-route' ? /^\/product\/([^#]+)/.exec(value)?.[1] : undefined;
      if (id !== undefined && !known.has(id))
        findings.push({ key, pointer, message: ruleMessages.productNotFound(id) });
    }
  }
  return findings;
};
