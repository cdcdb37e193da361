import { fileForPath } from '../site/core/catalog-routes.ts';
import type { FileSummary } from './edit-protocol.ts';
import { PAGE_ANCHORS } from '../site/core/catalog/page-anchors.ts';
import { ROUTE_PATHS } from '../site/core/routes.ts';

/** Where an internal link may lead, offered as choices: every route, then every section of a page ("/#faq"). */
export const LINK_TARGETS: readonly string[] = [
  ...ROUTE_PATHS.filter((path) => path !== '/product'),
  ...Object.entries(PAGE_ANCHORS).flatMap(([route, anchors]) => anchors.map((anchor) => `${route}#${anchor}`)),
];

/** LINK_TARGETS without the pages of files the catalogue leaves out: a link there would not build. */
export function linkTargetsFor(files: readonly FileSummary[]): readonly string[] {
  const absent = new Set(files.filter((f) => f.absent).map((f) => f.key));
  if (absent.size === 0) return LINK_TARGETS;
  return LINK_TARGETS.filter((target) => {
    const file = fileForPath(target.split('#')[0] || '/');
    return file === undefined || !absent.has(file);
  });
}
