import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { ruleMessages } from '../validation-messages.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import { NO_MEMO } from '../../../site/core/lib/build-memo.ts';
import type { Rule, RuleFinding } from './rule.ts';

/** In every list of { "id": … } blocks, each id is used once: pages, carts and links rely on it. */
export const uniqueIds: Rule = ({ files, answers = NO_MEMO }) =>
  [...files].flatMap(([key, data]) =>
    // By a file's parsed data: `kiln dev` keeps an unchanged file's (validate-catalog.ts ValidationMemo)
    // and its memo, so after a save only the changed file is walked again.
    (isRecord(data) ? answers.kept('duplicate ids', data, duplicateIdsIn) : duplicateIdsIn(data)).map((finding) => ({
      key,
      ...finding,
    })),
  );

function duplicateIdsIn(data: unknown): Omit<RuleFinding, 'key'>[] {
  const findings: Omit<RuleFinding, 'key'>[] = [];
  walk(data, [], (list, path) => {
    // By index: a pointer is written only for a duplicate (a long menu has thousands of ids).
    const first = new Map<string, number>();
    list.forEach((item, i) => {
      if (!isRecord(item) || (typeof item.id !== 'string' && typeof item.id !== 'number')) return;
      const id = String(item.id);
      const seen = first.get(id);
      if (seen === undefined) first.set(id, i);
      else
        findings.push({
          pointer: `${pointerOf([...path, i])}/id`,
          message: ruleMessages.duplicateId(id, pointerOf([...path, seen])),
        });
    });
  });
  return findings;
}

/** Calls `visit` for every array in `value`, with its path (one array, grown and shrunk as it goes: read it at once). */
function walk(
  value: unknown,
  path: (string | number)[],
  visit: (list: unknown[], path: readonly (string | number)[]) => void,
): void {
  if (Array.isArray(value)) {
    visit(value, path);
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      walk(value[i], path, visit);
      path.pop();
    }
  } else if (isRecord(value)) {
    for (const key of Object.keys(value)) {
      path.push(key);
      walk(value[key], path, visit);
      path.pop();
    }
  }
}
