import { catalogFileName } from '../../../site/core/catalog/catalog-keys.ts';
import { ruleMessages } from '../validation-messages.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import type { Rule, RuleFinding } from './rule.ts';

/** "./schemas/menu.schema.json" for menu.json: what its "$schema" must say. */
export const schemaRefFor = (fileName: string) => `./schemas/${fileName.replace(/\.json$/, '.schema.json')}`;

/** Each file's "$schema" points at its own schema, so VS Code checks and autocompletes it. */
export const schemaReference: Rule = ({ files }) => {
  const findings: RuleFinding[] = [];
  for (const [key, data] of files) {
    if (!isRecord(data)) continue; // the schema reports a root that is not an object
    const expected = schemaRefFor(catalogFileName(key));
    if (data.$schema !== expected) {
      findings.push({
        key,
        pointer: '$schema' in data ? '/$schema' : '',
        message: ruleMessages.schemaReference(expected, data.$schema),
      });
    }
  }
  return findings;
};
