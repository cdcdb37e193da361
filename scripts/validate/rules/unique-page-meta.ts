import { toPointer } from '../locate.ts';
import { ruleMessages } from '../messages.ts';
import { isRecord, type Rule, type RuleFinding } from './rule.ts';

/**
 * pages.json gives every page (and the not-found page) its own title and its own description:
 * search engines drop pages that look like copies of each other, and a browser tab or a search
 * result must say which page it is.
 */
export const uniquePageMeta: Rule = ({ files }) => {
  const pages = files.get('pages');
  if (!isRecord(pages)) return [];
  // Each page by its place in the file and the name staff know it by: its address, or "notFound".
  const entries: [path: string[], page: string, meta: unknown][] = [
    ...(isRecord(pages.routes) ? Object.entries(pages.routes).map(([route, meta]): [string[], string, unknown] => [['routes', route], route, meta]) : []),
    [['notFound'], 'notFound', pages.notFound],
  ];
  const findings: RuleFinding[] = [];
  for (const field of ['title', 'description'] as const) {
    const first = new Map<string, string>();
    for (const [path, page, meta] of entries) {
      if (!isRecord(meta) || typeof meta[field] !== 'string') continue; // the schema reports that
      const value = meta[field].trim();
      const seen = first.get(value);
      if (seen === undefined) first.set(value, page);
      else findings.push({ key: 'pages', pointer: toPointer([...path, field]), message: ruleMessages.duplicatePageMeta(field, value, seen) });
    }
  }
  return findings;
};
