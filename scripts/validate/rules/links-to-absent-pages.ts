import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { catalogFileName } from '../../../site/core/catalog/catalog-keys.ts';
import { catalogRoutePaths, fileForPath } from '../../../site/core/catalog-routes.ts';
import { ruleMessages } from '../validation-messages.ts';
import type { Rule, RuleFinding } from './rule.ts';

/**
 * Every internal link, anywhere in the catalogue (navigation included), leads to a page this
 * catalogue has: without packages.json there is no /packages, and a link to it would 404.
 * The schema's kiln-route format already refuses paths no catalogue could have.
 */
export const linksToAbsentPages: Rule = ({ dir, files, references }) => {
  const present = catalogRoutePaths(Object.fromEntries(files));
  const findings: RuleFinding[] = [];
  for (const [key, refs] of references) {
    for (const { format, pointer, value } of refs) {
      if (format !== 'kiln-route') continue;
      const hash = value.indexOf('#');
      const bare = hash === -1 ? value : value.slice(0, hash);
      const path = bare.startsWith('/product/') ? '/product' : bare;
      if (path === '' || present.includes(path)) continue;
      const file = fileForPath(path);
      // There but unreadable (a folder, a pipe, broken JSON): its own problem says so, once.
      if (file && !files.has(file) && existsSync(join(dir, catalogFileName(file)))) continue;
      findings.push({ key, pointer, message: ruleMessages.linkToAbsentPage(value, file && catalogFileName(file)) });
    }
  }
  return findings;
};
