import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ruleMessages } from '../messages.ts';
import { displayPath } from '../problem.ts';
import type { Rule, RuleFinding } from './rule.ts';

/** Every "format": "kiln-image" path names a file that exists under the catalogue folder. */
export const imagesExist: Rule = async ({ dir, references }) => {
  const findings: RuleFinding[] = [];
  for (const [key, refs] of references) {
    for (const { format, pointer, value } of refs) {
      if (format !== 'kiln-image') continue;
      const path = join(dir, value);
      const isFile = await stat(path).then((s) => s.isFile(), () => false);
      if (!isFile) findings.push({ key, pointer, message: ruleMessages.imageNotFound(displayPath(path)) });
    }
  }
  return findings;
};
