import { catalogRoutePaths } from '../../../site/core/catalog-routes.ts';
import { ROUTE_PATHS } from '../../../site/core/routes.ts';
import { closestMatch } from '../closest-match.ts';
import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { ruleMessages } from '../validation-messages.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import type { Rule, RuleFinding } from './rule.ts';

/** pages.json "routes" has a title and description for every page of the catalogue, and only for pages Kiln knows. */
export const pagesCoverRoutes: Rule = ({ files }) => {
  const pages = files.get('pages');
  // Only the pages this catalogue has need an entry; one for a page it lacks is harmless.
  const present = catalogRoutePaths(Object.fromEntries(files));
  if (!isRecord(pages) || !isRecord(pages.routes)) return []; // the schema reports that
  const listed = Object.keys(pages.routes);
  const findings: RuleFinding[] = [];
  for (const route of present) {
    if (!listed.includes(route))
      findings.push({ key: 'pages', pointer: '/routes', message: ruleMessages.routeWithoutMeta(route) });
  }
  for (const route of listed) {
    if (ROUTE_PATHS.includes(route)) continue;
    const suggestion = closestMatch(
      route,
      ROUTE_PATHS.filter((r) => !listed.includes(r)),
    );
    findings.push({
      key: 'pages',
      pointer: pointerOf(['routes', route]),
      atKey: true,
      message: ruleMessages.metaForUnknownRoute(route, suggestion),
    });
  }
  return findings;
};
