/** Comparing and naming catalogue JSON values, for the publish summary and the value-by-value merge. */

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep equality of JSON values (key order ignored). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameValue(a[k], b[k]));
  }
  return false;
}

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

/** A JSON pointer segment, escaped (RFC 6901). */
export const pointerSegment = (key: string | number): string => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** The value at a JSON pointer's segments, or undefined. */
export function valueAt(root: unknown, segments: readonly string[]): unknown {
  let at = root;
  for (const s of segments) {
    if (Array.isArray(at)) at = at[Number(s)];
    else if (isPlainObject(at)) at = at[s];
    else return undefined;
  }
  return at;
}

export const pointerSegments = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
