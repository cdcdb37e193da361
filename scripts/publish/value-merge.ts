import { isPlainObject, pointerSegment, sameValue } from './json-values.ts';

/** A value both sides changed differently: at `pointer`, each side's value (undefined when removed). */
export interface ValueConflict {
  pointer: string;
  mine: unknown;
  theirs: unknown;
}

export interface MergedValue {
  value: unknown;
  conflicts: ValueConflict[];
}

/**
 * A three-way merge of JSON data, value by value: what one side alone changed since `base` is
 * taken; what both changed alike is kept once; what both changed differently is a conflict, and
 * takes this computer's value unless `choices` (pointer → side) says which side to keep. Objects
 * merge key by key, and arrays of one length on all three sides item by item (a price in a list of
 * dishes); an array whose length changed on both sides is one value.
 */
export function mergeValues(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  choices: ReadonlyMap<string, 'mine' | 'theirs'> = new Map(),
  pointer = '',
): MergedValue {
  if (sameValue(mine, theirs)) return { value: mine, conflicts: [] };
  if (sameValue(base, mine)) return { value: theirs, conflicts: [] };
  if (sameValue(base, theirs)) return { value: mine, conflicts: [] };
  if (isPlainObject(base) && isPlainObject(mine) && isPlainObject(theirs)) {
    const value: Record<string, unknown> = {};
    const conflicts: ValueConflict[] = [];
    // Mine's key order first, then keys only the remote has, so the file's order stays.
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base)])) {
      const merged = mergeValues(base[key], mine[key], theirs[key], choices, `${pointer}/${pointerSegment(key)}`);
      conflicts.push(...merged.conflicts);
      if (merged.value !== undefined) value[key] = merged.value;
    }
    return { value, conflicts };
  }
  if (
    Array.isArray(base) &&
    Array.isArray(mine) &&
    Array.isArray(theirs) &&
    base.length === mine.length &&
    base.length === theirs.length
  ) {
    const conflicts: ValueConflict[] = [];
    const value = base.map((b, i) => {
      const merged = mergeValues(b, mine[i], theirs[i], choices, `${pointer}/${i}`);
      conflicts.push(...merged.conflicts);
      return merged.value;
    });
    return { value, conflicts };
  }
  const choice = choices.get(pointer);
  if (choice) return { value: choice === 'mine' ? mine : theirs, conflicts: [] };
  return { value: mine, conflicts: [{ pointer, mine, theirs }] };
}
