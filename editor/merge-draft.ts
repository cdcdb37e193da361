import { isRecord } from '../site/core/lib/is-record.ts';
import { pointerOf, sameJson, type PathSegment } from '../site/core/lib/json-pointer.ts';

/** Who changed a field since the draft was begun: only the form, only the file on disk, or both. */
export type ChangedBy = 'form' | 'file' | 'both';

/** One field where the file on disk and the form differ. */
export interface DifferingField {
  pointer: string;
  /** Which data `pointer` points into: the merged result, or (for an item left out of it) the side that still has it. */
  in: 'merged' | 'theirs' | 'mine';
  changedBy: ChangedBy;
  /** The value in the file now, and in the form (undefined: not there). */
  theirs: unknown;
  mine: unknown;
}

export interface MergedDraft {
  /** The file's values with the form's own changes put on top: what "Save my draft over it" writes. */
  merged: unknown;
  /** Every field where the file and the form differ, in the file's order. */
  fields: DifferingField[];
}

/**
 * A three-way merge of a draft with a file changed elsewhere (in VS Code, another tab): `base` is
 * the file as the draft was begun from it, `theirs` the file now, `mine` the form. A field only the
 * form changed takes the form's value; one only the file changed keeps the file's; one both changed
 * takes the form's (the choice staff make with "Save my draft over it"). Fields are followed into
 * objects, into lists of items with ids (matched by id, so an item added or removed on either side
 * is one field) and into lists that kept their length; any other list that changed counts as one
 * field. Without a base (a draft from before bases were kept) every difference
 * counts as changed by both.
 */
export function mergeDraft(base: unknown, mine: unknown, theirs: unknown): MergedDraft {
  const fields: DifferingField[] = [];
  const merged = merge(base, mine, theirs, [], fields);
  return { merged, fields };
}

const sameShape = (a: unknown, b: unknown) =>
  (isRecord(a) && !Array.isArray(a) && isRecord(b) && !Array.isArray(b)) ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length);

function merge(base: unknown, mine: unknown, theirs: unknown, path: PathSegment[], fields: DifferingField[]): unknown {
  if (sameJson(mine, theirs)) return theirs;
  const byId = [mine, theirs, Array.isArray(base) ? base : []].every(idsOf);
  if (byId && Array.isArray(mine) && Array.isArray(theirs))
    return mergeById(Array.isArray(base) ? base : undefined, mine, theirs, path, fields);
  if (sameShape(mine, theirs)) {
    const baseHere = sameShape(base, mine) ? base : undefined;
    if (Array.isArray(theirs)) {
      return theirs.map((item, i) =>
        merge(Array.isArray(baseHere) ? baseHere[i] : undefined, (mine as unknown[])[i], item, [...path, i], fields),
      );
    }
    const [m, t] = [mine as Record<string, unknown>, theirs as Record<string, unknown>];
    const b = isRecord(baseHere) ? baseHere : undefined;
    const out: Record<string, unknown> = {};
    // The file's keys in its order, then keys only the form has.
    for (const key of [...Object.keys(t), ...Object.keys(m).filter((k) => !(k in t))]) {
      const value = merge(b?.[key], m[key], t[key], [...path, key], fields);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  const pointer = pointerOf(path);
  if (base !== undefined && sameJson(base, mine)) {
    fields.push({ pointer, in: 'merged', changedBy: 'file', theirs, mine });
    return theirs;
  }
  fields.push({
    pointer,
    in: 'merged',
    changedBy: base !== undefined && sameJson(base, theirs) ? 'form' : 'both',
    theirs,
    mine,
  });
  return mine;
}

/** The items' ids, when a list's items are all records with distinct string ids. */
function idsOf(list: unknown): string[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const ids = list.map((item) => (isRecord(item) && typeof item.id === 'string' ? item.id : undefined));
  return ids.every((id) => id !== undefined) && new Set(ids).size === ids.length ? (ids as string[]) : undefined;
}

/**
 * A list of items with ids: the file's items in the file's order (or the form's order, when only
 * the form moved items), each merged with the form's item of the same id; an item only one side
 * added is kept, one a side removed is left out unless the other side changed it.
 */
function mergeById(
  base: unknown[] | undefined,
  mine: unknown[],
  theirs: unknown[],
  path: PathSegment[],
  fields: DifferingField[],
): unknown[] {
  const [mineIds, theirIds, baseIds] = [idsOf(mine)!, idsOf(theirs)!, idsOf(base ?? [])!];
  const find = (list: unknown[] | undefined, ids: string[], id: string) => (list ? list[ids.indexOf(id)] : undefined);
  const kept: { id: string; value: unknown }[] = [];
  for (const [index, item] of theirs.entries()) {
    const id = theirIds[index]!;
    const was = find(base, baseIds, id);
    if (mineIds.includes(id)) kept.push({ id, value: item });
    else if (was === undefined) {
      fields.push({
        pointer: pointerOf([...path, index]),
        in: 'theirs',
        changedBy: 'file',
        theirs: item,
        mine: undefined,
      });
      kept.push({ id, value: item });
    } else {
      // Removed in the form: gone, though the file changed it meanwhile (the form's choice wins).
      fields.push({
        pointer: pointerOf([...path, index]),
        in: 'theirs',
        changedBy: sameJson(was, item) ? 'form' : 'both',
        theirs: item,
        mine: undefined,
      });
    }
  }
  for (const [index, item] of mine.entries()) {
    const id = mineIds[index]!;
    if (theirIds.includes(id)) continue;
    const was = find(base, baseIds, id);
    if (was !== undefined && sameJson(was, item)) {
      fields.push({
        pointer: pointerOf([...path, index]),
        in: 'mine',
        changedBy: 'file',
        theirs: undefined,
        mine: item,
      });
      continue;
    }
    // Added in the form (or changed there while the file removed it): after the item it follows in the form.
    const before = index > 0 ? kept.findIndex((k) => k.id === mineIds[index - 1]) : -1;
    kept.splice(before + 1, 0, { id, value: item });
    fields.push({
      pointer: pointerOf([...path, index]),
      in: 'mine',
      changedBy: was === undefined ? 'form' : 'both',
      theirs: undefined,
      mine: item,
    });
  }
  // Only the form moved items: its order.
  const order = (ids: string[]) =>
    ids.filter((id) => baseIds.includes(id) && theirIds.includes(id) && mineIds.includes(id)).join('\n');
  if (base && order(theirIds) === order(baseIds) && order(mineIds) !== order(baseIds)) {
    kept.sort((a, b) =>
      mineIds.includes(a.id) && mineIds.includes(b.id) ? mineIds.indexOf(a.id) - mineIds.indexOf(b.id) : 0,
    );
  }
  return kept.map(({ id, value }, index) => {
    if (!mineIds.includes(id) || !theirIds.includes(id)) return value;
    return merge(find(base, baseIds, id), find(mine, mineIds, id), value, [...path, index], fields);
  });
}
