import { endsBeforeStart } from '../../../site/core/lib/date-window.ts';
import { formatLongDate, isIsoDay } from '../../../site/core/lib/dates.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import type { CatalogKey } from '../../../site/core/catalog/catalog-keys.ts';
import { ruleMessages } from '../validation-messages.ts';
import type { Rule, RuleFinding } from './rule.ts';

/** The files whose things may carry startsOn and endsOn (site/core/lib/catalog-on-day.ts). */
const DATED_FILES: readonly CatalogKey[] = ['site', 'menu', 'offers'];

/**
 * A dated thing (an offer, a menu tab or dish, an announcement) whose last day is before its first:
 * it would never be shown, which is surely not what staff meant. Found at any depth, so a new kind
 * of dated thing is checked without a change here.
 */
export const dateWindows: Rule = ({ files }) => {
  const findings: RuleFinding[] = [];
  const walk = (key: CatalogKey, value: unknown, path: (string | number)[]): void => {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(key, item, [...path, i]);
      return;
    }
    if (!isRecord(value)) return;
    const { startsOn, endsOn } = value;
    if (isIsoDay(startsOn) && isIsoDay(endsOn) && endsBeforeStart({ startsOn, endsOn }))
      findings.push({
        key,
        pointer: pointerOf([...path, 'endsOn']),
        message: ruleMessages.endsBeforeStart(formatLongDate(endsOn), formatLongDate(startsOn)),
      });
    for (const [name, inner] of Object.entries(value)) if (typeof inner === 'object') walk(key, inner, [...path, name]);
  };
  for (const key of DATED_FILES) walk(key, files.get(key), []);
  return findings;
};
