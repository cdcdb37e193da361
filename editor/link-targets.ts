import { PAGE_ANCHORS } from '../site/core/catalog/page-anchors.ts';
import { ROUTE_PATHS } from '../site/core/routes.ts';

/** Where an internal link may lead, offered as choices: every route, then every section of a page ("/#faq"). */
export const LINK_TARGETS: readonly string[] = [
  ...ROUTE_PATHS.filter((path) => path !== '/product'),
  ...Object.entries(PAGE_ANCHORS).flatMap(([route, anchors]) => anchors.map((anchor) => `${route}#${anchor}`)),
];
