import { closestMatch } from '../closest-match.ts';
import { ruleMessages } from '../validation-messages.ts';
import { PAGE_ANCHORS, PAGE_OF_FILE } from '../../../site/core/catalog/page-anchors.ts';
import type { Rule, RuleFinding } from './rule.ts';

/**
 * A link to a part of a page ("/#faq", or "#reservations" on the home page) names a section that
 * page has: a browser silently lands at the top of the page for any other.
 */
export const linkAnchors: Rule = ({ references }) => {
  const findings: RuleFinding[] = [];
  for (const [key, refs] of references) {
    for (const { format, pointer, value } of refs) {
      const hash = value.indexOf('#');
      if (format !== 'kiln-route' || hash === -1) continue;
      const path = value.slice(0, hash);
      const page = path === '' ? PAGE_OF_FILE[key] : path;
      const anchors = page === undefined ? undefined : PAGE_ANCHORS[page];
      const anchor = value.slice(hash + 1);
      if (page === undefined || anchors === undefined || anchors.includes(anchor)) continue;
      const match = closestMatch(anchor, anchors);
      const message = ruleMessages.anchorNotFound(value, page, match && `${path}#${match}`, anchors);
      findings.push({ key, pointer, message });
    }
  }
  return findings;
};
