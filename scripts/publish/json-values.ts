/** Comparing and naming catalogue JSON values, for the publish summary and the value-by-value merge. */

import { isRecord as isPlainObject } from '../../site/core/lib/is-record.ts';

// The project's own JSON helpers, under the names the publish modules read them by.
export { isRecord as isPlainObject } from '../../site/core/lib/is-record.ts';
export {
  escapeSegment as pointerSegment,
  sameJson as sameValue,
  segmentsOf as pointerSegments,
  valueAt,
} from '../../site/core/lib/json-pointer.ts';

/** What staff call an item: its `name`, `title`, `label` or `id`, when it has one in words. */
export function itemName(value: unknown): string | undefined {
  if (!isPlainObject(value)) return undefined;
  for (const key of ['name', 'title', 'label', 'id']) {
    const v = value[key];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return undefined;
}

/** "soldOut" → "Sold out", "startsOn" → "Starts on". */
export function fieldWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
