import { toPointer } from '../locate.ts';
import { ruleMessages } from '../validation-messages.ts';
import { isRecord } from '../../../site/lib/is-record.ts';
import type { Rule, RuleFinding } from './rule.ts';

/** In every list of { "id": … } blocks, each id is used once: pages, carts and links rely on it. */
export const uniqueIds: Rule = ({ files }) => {
  const findings: RuleFinding[] = [];
  for (const [key, data] of files) {
    walk(data, [], (list, path) => {
      const first = new Map<string, string>();
      list.forEach((item, i) => {
        if (!isRecord(item) || (typeof item.id !== 'string' && typeof item.id !== 'number')) return;
        const id = String(item.id);
        const at = toPointer([...path, i]);
        const seen = first.get(id);
        if (seen === undefined) first.set(id, at);
        else findings.push({ key, pointer: `${at}/id`, message: ruleMessages.duplicateId(id, seen) });
      });
    });
  }
  return findings;
};

/** Calls `visit` for every array in `value`, with its path. */
function walk(value: unknown, path: (string | number)[], visit: (list: unknown[], path: (string | number)[]) => void): void {
  if (Array.isArray(value)) {
    visit(value, path);
    value.forEach((item, i) => {
      walk(item, [...path, i], visit);
    });
  } else if (isRecord(value)) {
    for (const [k, v] of Object.entries(value)) walk(v, [...path, k], visit);
  }
}
