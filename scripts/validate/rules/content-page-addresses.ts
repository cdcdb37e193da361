import { contentPathFault } from '../../../site/core/content-page-paths.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import { ruleMessages } from '../validation-messages.ts';
import type { Rule, RuleFinding } from './rule.ts';

/**
 * Each of the café's own pages (content-pages.json) has a clean address of its own, which is
 * none of Kiln's pages or files: two pages at one address, or one at "/menu", could not both be built.
 */
export const contentPageAddresses: Rule = ({ files }) => {
  const file = files.get('contentPages');
  const pages = isRecord(file) && Array.isArray(file.pages) ? file.pages : [];
  const findings: RuleFinding[] = [];
  const seen = new Set<string>();
  pages.forEach((page, i) => {
    if (!isRecord(page) || typeof page.path !== 'string') return; // the schema reports that
    const { path } = page;
    const fault = contentPathFault(path);
    const message =
      fault === 'notClean'
        ? ruleMessages.contentPathNotClean(path)
        : fault === 'builtIn'
          ? ruleMessages.contentPathBuiltIn(path)
          : seen.has(path)
            ? ruleMessages.contentPathTwice(path)
            : undefined;
    seen.add(path);
    if (message) findings.push({ key: 'contentPages', pointer: `/pages/${i}/path`, message });
  });
  return findings;
};
