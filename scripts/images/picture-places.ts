import type { CatalogKey } from '../../site/core/catalog/catalog-keys.ts';
import { escapeSegment } from '../../site/core/lib/json-pointer.ts';
import { PICTURE_PLACES, PICTURE_SLOTS, type PictureSlotName } from '../../site/ui/picture-slots.ts';
import { heightAt, type Size } from './picture-limits.ts';

/** A picture path found in the catalogue, and the slots the site shows it in. */
export interface FoundPicture {
  file: CatalogKey;
  pointer: string;
  src: string;
  slots: readonly PictureSlotName[];
}

const segments = (pointer: string) => pointer.split('/').slice(1);

/** Whether `place` (a file and a pointer whose `*` stands for any one key or index) is `pointer` in `file`. */
export function isAtPlace(place: { file: CatalogKey; pointer: string }, file: CatalogKey, pointer: string): boolean {
  if (place.file !== file) return false;
  const [pattern, parts] = [segments(place.pointer), segments(pointer)];
  return pattern.length === parts.length && pattern.every((s, i) => s === '*' || s === parts[i]);
}

/** The place a picture at `pointer` in `file` belongs to, by PICTURE_PLACES; undefined when none does. */
export function slotsAt(file: CatalogKey, pointer: string): readonly PictureSlotName[] | undefined {
  return PICTURE_PLACES.find((p) => isAtPlace(p, file, pointer))?.slots;
}

/** Every picture path at a place of PICTURE_PLACES in the catalogue (a validated one: its shape is the schema's). */
export function picturesIn(data: (file: CatalogKey) => unknown): FoundPicture[] {
  const found: FoundPicture[] = [];
  for (const { file, pointer, slots } of PICTURE_PLACES) {
    const walk = (value: unknown, rest: string[], at: string) => {
      if (rest.length === 0) {
        if (typeof value === 'string') found.push({ file, pointer: at, src: value, slots });
        return;
      }
      if (value === null || typeof value !== 'object') return;
      const [head, ...tail] = rest as [string, ...string[]];
      const keys = head === '*' ? Object.keys(value) : Object.hasOwn(value, head) ? [head] : [];
      for (const key of keys) walk((value as Record<string, unknown>)[key], tail, `${at}/${escapeSegment(key)}`);
    };
    walk(data(file), segments(pointer), '');
  }
  return found;
}

/** The widths the slots ask for, ascending, each once. */
export const slotWidths = (slots: readonly PictureSlotName[]): number[] =>
  [...new Set(slots.flatMap((s) => PICTURE_SLOTS[s].widths))].sort((a, b) => a - b);

/**
 * The widths to make of a photo `own` px wide: those asked for that it has, never enlarged.
 * When it is narrower than the widest asked for, its own width is the last, unless a width
 * already made is within a tenth of it.
 */
export function widthsToMake(wanted: readonly number[], own: number): number[] {
  const fits = wanted.filter((w) => w <= own);
  if (fits.length === wanted.length) return [...fits];
  const widest = fits.at(-1);
  return widest !== undefined && widest >= own * 0.9 ? fits : [...fits, own];
}

/** The widest file made of a photo of `size` for places asking for `wanted` widths (ascending). */
export function widestFile(wanted: readonly number[], size: Size): Size {
  const width = widthsToMake(wanted, size.width).at(-1)!;
  return { width, height: heightAt(size, width) };
}
