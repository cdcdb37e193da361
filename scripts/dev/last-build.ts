import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildMemo } from '../../site/core/lib/build-memo.ts';
import { CATALOG_KEYS, catalogFileName, type Catalog, type CatalogKey } from '../../site/core/catalog/catalog-keys.ts';
import { build, type BuildOptions } from '../build.ts';
import { picturesIn } from '../images/picture-places.ts';
import type { BuildOutcome } from '../outcome.ts';
import type { BuiltUnits } from '../steps/build-units.ts';
import { readCatalogText } from '../validate/read-catalog-text.ts';
import type { ValidationMemo } from '../validate/validate-catalog.ts';
import { BUILD_MARKER } from '../write/build-marker.ts';
import { trackedCatalog } from './read-tracker.ts';

/**
 * What `kiln dev` keeps of a build, for the next to remake only what a catalogue save changed
 * (dev-rebuild.ts): the catalogue's texts it was built from, what its units read and wrote, and
 * what they share (the photos, the media published, the bundles' files).
 */
export interface LastBuild extends BuiltUnits {
  options: BuildOptions;
  texts: Map<CatalogKey, string>;
  /** What validation found in each file, for a file saved unchanged not to be checked again. */
  memo: ValidationMemo;
  /** Every photo's place (picturesIn): the same ones, the same responsive files. */
  pictures: string;
  bytes: number;
  /** When the build marker was last written: another build over the folder changes it. */
  stamp: number;
}

/** A whole build, and what `kiln dev` keeps of it when it went through. */
export async function rememberedBuild(options: BuildOptions): Promise<{ outcome: BuildOutcome; last?: LastBuild }> {
  // Read here: what the next build compares with. The memo afresh with every whole build (the schemas may have changed).
  const texts = await catalogTexts(options.catalogDir);
  const memo: ValidationMemo = new Map();
  const { units, ...outcome } = await build(options, { texts, memo, views: trackedCatalog, answers: buildMemo() });
  if (outcome.outcome !== 'built' || !units) return { outcome };
  const outDir = resolve(options.outDir);
  const kept = {
    options: { ...options, outDir },
    texts,
    memo,
    pictures: picturesKey(units.catalog),
    bytes: outcome.bytes,
  };
  return { outcome, last: { ...units, ...kept, stamp: await markerStamp(outDir) } };
}

/** The catalogue files' texts, those that can be read (validation says what is wrong with the others). */
export async function catalogTexts(dir: string): Promise<Map<CatalogKey, string>> {
  const read = await Promise.all(
    CATALOG_KEYS.map(async (key) => [key, await readCatalogText(join(dir, catalogFileName(key)))] as const),
  );
  return new Map(read.flatMap(([key, text]) => (text.ok ? [[key, text.text] as const] : [])));
}

/** Every photo's place in the catalogue, as one string to compare. */
export const picturesKey = (catalog: Catalog) => JSON.stringify(picturesIn((file) => catalog[file]));

/** When the marker in `dir` was written (0 without one). */
export const markerStamp = (dir: string) =>
  stat(join(dir, BUILD_MARKER)).then(
    (s) => s.mtimeMs,
    () => 0,
  );
