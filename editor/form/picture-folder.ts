import { pointerOf, segmentsOf, valueAt } from '../../site/core/lib/json-pointer.ts';
import { itemLabel } from '../staff-words.ts';

/** The folder under catalog/images/ a picture path is in ("images/gallery/a.jpg" → "gallery"), or ''. */
export const folderOf = (path: unknown): string =>
  typeof path === 'string' && /^images\/[^/]+\/./.test(path) ? path.split('/')[1]! : '';

/** The folders directly under catalog/images/ that hold pictures, sorted. */
export const imageFolders = (paths: readonly string[]): string[] =>
  [...new Set(paths.map(folderOf).filter(Boolean))].sort();

/**
 * Where a photo uploaded for the picture at `pointer` goes, among the `folders` there are: the
 * folder of the picture already there; else the folder most of the same list's other items use
 * (a new gallery item's photo goes beside the others); else the folder of the field's own example;
 * else a folder named like the file's list ("gallery"); else "uploads", which is made when needed.
 */
export function pictureFolder({
  data,
  pointer,
  current,
  example,
  folders,
}: {
  data: unknown;
  pointer: string;
  current: string;
  example?: unknown;
  folders: readonly string[];
}): string {
  const known = (folder: string) => (folders.includes(folder) ? folder : '');
  return (
    known(folderOf(current)) ||
    known(mostUsed(neighbours(data, pointer))) ||
    known(folderOf(example)) ||
    known(segmentsOf(pointer)[0] ?? '') ||
    'uploads'
  );
}

/** The same field in every other item of the lists around `pointer`, nearest list first, until one holds a picture. */
function neighbours(data: unknown, pointer: string): string[] {
  const segments = segmentsOf(pointer);
  for (let at = segments.length - 1; at >= 0; at--) {
    if (!/^\d+$/.test(segments[at]!)) continue;
    const found = picturesAt(valueAt(data, toPointer(segments.slice(0, at))), segments.slice(at + 1));
    if (found.length > 0) return found;
  }
  return [];
}

/** The values at `rest` under every item of `list`, any list index in `rest` taken as every index. */
function picturesAt(list: unknown, rest: readonly string[]): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const index = rest.findIndex((s) => /^\d+$/.test(s));
    if (index === -1) return [folderOf(valueAt(item, toPointer(rest)))].filter(Boolean);
    return picturesAt(valueAt(item, toPointer(rest.slice(0, index))), rest.slice(index + 1));
  });
}

const toPointer = pointerOf;

/** The name of the list item holding the picture at `pointer` ("Teal wave mug"), or '': a name for an upload whose file name is unreadable. */
export function itemNameAt(data: unknown, pointer: string): string {
  const segments = segmentsOf(pointer);
  for (let at = segments.length - 1; at >= 0; at--) {
    if (!/^\d+$/.test(segments[at]!)) continue;
    const label = itemLabel(valueAt(data, toPointer(segments.slice(0, at + 1))), Number(segments[at]));
    if (label !== itemLabel(undefined, Number(segments[at]))) return label;
  }
  return '';
}

function mostUsed(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}
