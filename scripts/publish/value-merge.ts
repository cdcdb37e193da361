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
 * merge key by key; lists of things with ids (dishes, offers, photos) thing by thing, so a dish
 * added on each side gives both; other arrays of one length on all three sides item by item, and
 * one whose length changed on both sides is one value.
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
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    const ids = [base, mine, theirs].map(idsOf);
    if (ids.every((list) => list !== undefined))
      return mergeById(base as Item[], mine as Item[], theirs as Item[], choices, pointer);
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

type Item = Record<string, unknown> & { id: string };

/** The ids of a list whose every item is an object with an id of its own, or undefined. */
function idsOf(list: unknown[]): string[] | undefined {
  const ids = list.map((item) => (isPlainObject(item) && typeof item.id === 'string' ? item.id : undefined));
  return ids.every((id) => id !== undefined) && new Set(ids).size === ids.length ? (ids as string[]) : undefined;
}

/**
 * A list of things with ids, merged thing by thing: one added on either side is there, one removed
 * on a side while the other left it alone is gone, one both kept merges value by value. One removed
 * on a side and changed on the other is a conflict (it may have moved to another list there, and
 * keeping both copies would put it twice). The order is this computer's, unless only the remote
 * reordered; what only the remote added comes after the thing it follows there. A conflict's pointer
 * indexes the list on this computer, or names by id a thing only the remote still has.
 */
function mergeById(
  base: Item[],
  mine: Item[],
  theirs: Item[],
  choices: ReadonlyMap<string, 'mine' | 'theirs'>,
  pointer: string,
): MergedValue {
  const byId = (list: Item[]) => new Map(list.map((item) => [item.id, item]));
  const [inBase, inMine, inTheirs] = [byId(base), byId(mine), byId(theirs)];
  const order = (list: Item[]) => list.map((item) => item.id).join('\n');
  const skeleton = order(mine) === order(base) && order(theirs) !== order(base) ? theirs : mine;
  const ids = skeleton.map((item) => item.id);
  // What only the other list has, placed after the nearest thing before it there that is kept (or first).
  const other = skeleton === mine ? theirs : mine;
  for (const [i, item] of other.entries()) {
    if (ids.includes(item.id)) continue;
    const before = other.slice(0, i).findLast((b) => ids.includes(b.id));
    ids.splice(before ? ids.indexOf(before.id) + 1 : 0, 0, item.id);
  }
  const value: unknown[] = [];
  const conflicts: ValueConflict[] = [];
  for (const id of ids) {
    const [b, m, t] = [inBase.get(id), inMine.get(id), inTheirs.get(id)];
    if (m && t) {
      const merged = mergeValues(b, m, t, choices, `${pointer}/${mine.indexOf(m)}`);
      conflicts.push(...merged.conflicts);
      value.push(merged.value);
    } else if (m ?? t) {
      const kept = (m ?? t)!;
      // Added on one side, or removed on the other while this one left it as it was.
      if (!b) value.push(kept);
      if (!b || sameValue(b, kept)) continue;
      // Removed on one side and changed on the other (perhaps moved to another list there): the café's to say.
      const at = m ? `${pointer}/${mine.indexOf(m)}` : `${pointer}/${pointerSegment(id)}`;
      const choice = choices.get(at);
      if (!choice) conflicts.push({ pointer: at, mine: m, theirs: t });
      if ((choice ?? 'mine') === (m ? 'mine' : 'theirs')) value.push(kept);
    }
  }
  return { value, conflicts };
}
