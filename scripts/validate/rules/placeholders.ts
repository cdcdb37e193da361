import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { ruleMessages } from '../validation-messages.ts';
import type { Rule, RuleFinding } from './rule.ts';

/**
 * How `kiln init`'s starters mark what the owner has still to write (docs/catalogue.md, "Starting a
 * new café"): a text in ⟪ ⟫, a picture under images/placeholder/, an address at the reserved
 * your-cafe.example, a number of zeros where a text cannot go (a phone number, a postcode).
 */
const PLACEHOLDER_TEXT = /⟪[^⟫]*⟫/;
const PLACEHOLDER_PICTURE = /^images\/placeholder\//;
const PLACEHOLDER_ADDRESS = /your-cafe\.example\b/;
/** A phone number or postcode of zeros, written with or without a country code and spaces. */
const ZEROS = /^\+?([1-9][0-9]{0,2})?0{6,}$/;

/** What kind of placeholder `value` is, if it is one. */
export function placeholderIn(value: string): 'text' | 'picture' | undefined {
  if (PLACEHOLDER_PICTURE.test(value)) return 'picture';
  if (PLACEHOLDER_TEXT.test(value) || PLACEHOLDER_ADDRESS.test(value) || ZEROS.test(value.replace(/[ ()-]/g, '')))
    return 'text';
  return undefined;
}

/** Each placeholder left in the catalogue, as a warning: the site builds, but it is not the café's yet. */
export const placeholders: Rule = ({ files }) => {
  const findings: RuleFinding[] = [];
  for (const [key, data] of files) {
    const walk = (value: unknown, path: (string | number)[]) => {
      if (typeof value === 'string') {
        const kind = placeholderIn(value);
        // An input's hint ("you@example.com") is guidance for guests, never the café's own words.
        if (kind && path.at(-1) !== 'placeholder')
          findings.push({
            key,
            pointer: pointerOf(path),
            message: ruleMessages.placeholderLeft(kind),
            warning: true,
            leading: true,
          });
      } else if (Array.isArray(value)) {
        for (const [i, item] of value.entries()) walk(item, [...path, i]);
      } else if (value !== null && typeof value === 'object')
        for (const [name, item] of Object.entries(value)) walk(item, [...path, name]);
    };
    walk(data, []);
  }
  return findings;
};
