import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { ruleMessages } from '../validation-messages.ts';
import type { Rule, RuleFinding } from './rule.ts';

/** Where the first lone half of a surrogate pair is in `text` (1-based), or 0 when there is none. */
export function brokenCharacterAt(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return i + 1;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return i + 1;
  }
  return 0;
}

/**
 * No catalogue text (nor a field's name) holds half of a character written as two ("\ud800", from a
 * JSON escape or a cut emoji): no page, link or calendar can carry it, and encoding it for a
 * WhatsApp link throws.
 */
export const brokenCharacters: Rule = ({ files }) => {
  const findings: RuleFinding[] = [];
  for (const [key, data] of files) {
    const walk = (value: unknown, path: (string | number)[]) => {
      if (typeof value === 'string') {
        const at = brokenCharacterAt(value);
        if (at) findings.push({ key, pointer: pointerOf(path), message: ruleMessages.brokenCharacter(at) });
      } else if (Array.isArray(value)) {
        for (const [i, item] of value.entries()) walk(item, [...path, i]);
      } else if (value !== null && typeof value === 'object')
        for (const [name, item] of Object.entries(value)) {
          const at = brokenCharacterAt(name);
          if (at)
            findings.push({ key, pointer: pointerOf([...path, name]), message: ruleMessages.brokenCharacter(at) });
          else walk(item, [...path, name]);
        }
    };
    walk(data, []);
  }
  return findings;
};
