import { productPath } from '../../../site/core/routes.ts';
import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { ruleMessages } from '../validation-messages.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import type { Rule, RuleFinding } from './rule.ts';

/** One page's title and description as the catalogue gives them, each with where it is written. */
interface PageMeta {
  /** The name staff know the page by: its address, or "notFound". */
  page: string;
  key: RuleFinding['key'];
  title: [value: unknown, at: (string | number)[]];
  description: [value: unknown, at: (string | number)[]];
}

/**
 * Every page has its own title and its own description: each of pages.json (and the not-found
 * page), and each product the store lists, whose page takes its name and line from store.json.
 * Search engines drop pages that look like copies of each other, and a browser tab or a search
 * result must say which page it is.
 */
export const uniquePageMeta: Rule = ({ files }) => {
  const pages = files.get('pages');
  const store = files.get('store');
  const entries: PageMeta[] = [];
  const fromPages = (page: string, at: string[], meta: unknown) => {
    if (isRecord(meta))
      entries.push({
        page,
        key: 'pages',
        title: [meta.title, [...at, 'title']],
        description: [meta.description, [...at, 'description']],
      });
  };
  if (isRecord(pages)) {
    if (isRecord(pages.routes))
      for (const [route, meta] of Object.entries(pages.routes)) fromPages(route, ['routes', route], meta);
    fromPages('notFound', ['notFound'], pages.notFound);
  }
  // The café's own pages carry their title and description in content-pages.json.
  const own = files.get('contentPages');
  if (isRecord(own) && Array.isArray(own.pages))
    own.pages.forEach((p: unknown, i) => {
      if (!isRecord(p) || typeof p.path !== 'string') return;
      entries.push({
        page: p.path,
        key: 'contentPages',
        title: [p.title, ['pages', i, 'title']],
        description: [p.description, ['pages', i, 'description']],
      });
    });
  if (isRecord(store) && Array.isArray(store.products)) {
    store.products.forEach((p: unknown, i) => {
      if (!isRecord(p) || typeof p.id !== 'string') return;
      entries.push({
        page: productPath(p.id),
        key: 'store',
        title: [p.title, ['products', i, 'title']],
        description: [p.summary, ['products', i, 'summary']],
      });
    });
  }
  const findings: RuleFinding[] = [];
  for (const field of ['title', 'description'] as const) {
    const first = new Map<string, string>();
    for (const entry of entries) {
      const [value, at] = entry[field];
      if (typeof value !== 'string') continue; // the schema reports that
      const seen = first.get(value.trim());
      if (seen === undefined) first.set(value.trim(), entry.page);
      else
        findings.push({
          key: entry.key,
          pointer: pointerOf(at),
          message: ruleMessages.duplicatePageMeta(field, value.trim(), seen),
        });
    }
  }
  return findings;
};
