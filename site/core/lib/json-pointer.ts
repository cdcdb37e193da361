/** JSON pointers (RFC 6901), the way `kiln validate` names a place in a file: "/mainCourse/veg/3/price". */

export type PathSegment = string | number;

/** One key as a pointer writes it: "a/b" → "a~1b", "~" → "~0". The only place this escaping is written. */
export const escapeSegment = (segment: PathSegment): string => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** ["mainCourse", "veg", 3, "price"] → "/mainCourse/veg/3/price". */
export const pointerOf = (path: readonly PathSegment[]): string =>
  path.map((segment) => `/${escapeSegment(segment)}`).join('');

/** "/mainCourse/veg/3/price" → ["mainCourse", "veg", "3", "price"], each key unescaped. */
export const segmentsOf = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** "/hotCoffee/0/price" → ["hotCoffee", 0, "price"]: as segmentsOf, with list indexes as numbers. */
export const pointerSegments = (pointer: string): PathSegment[] =>
  segmentsOf(pointer).map((s) => (/^(0|[1-9]\d*)$/.test(s) ? Number(s) : s));

/** "/a/b/3" → "/a/b"; "" stays "". */
export const parentOf = (pointer: string): string => pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));

/** The pointer itself, or anything inside it. */
export const isWithin = (pointer: string, ancestor: string): boolean =>
  pointer === ancestor || pointer.startsWith(`${ancestor}/`);

/** The value at a pointer, or undefined. */
export function valueAt(data: unknown, pointer: string): unknown {
  let here = data;
  for (const segment of segmentsOf(pointer)) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<string, unknown>)[segment];
  }
  return here;
}

/** A copy of `data` with the list at `pointer` reordered: the item at `from` moved to `to`. */
export function withMoved(data: unknown, pointer: string, from: number, to: number): unknown {
  const list = valueAt(data, pointer);
  if (!Array.isArray(list) || from === to || !(from in list) || to < 0 || to >= list.length) return data;
  const moved = [...list];
  moved.splice(to, 0, ...moved.splice(from, 1));
  return withValue(data, segmentsOf(pointer), moved);
}

/** A copy of `data` with the value at `segments` replaced. */
export function withValue(data: unknown, segments: readonly string[], value: unknown): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments as [string, ...string[]];
  if (Array.isArray(data)) return data.map((item, i) => (String(i) === head ? withValue(item, rest, value) : item));
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return { ...record, [head]: withValue(record[head], rest, value) };
}

/** Deep equality of JSON values, key order ignored: whether a form differs from its file. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a))
    return a.length === (b as unknown[]).length && a.every((x, i) => sameJson(x, (b as unknown[])[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}
