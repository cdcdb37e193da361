import { rm, rmdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { CATALOG_KEYS, type CatalogKey } from '../../site/core/catalog/catalog-keys.ts';
import { catalogRoutes } from '../../site/core/catalog-routes.ts';
import { contentPagePaths } from '../../site/core/content-page-paths.ts';
import { applyOverrides, type BuildOptions } from '../build.ts';
import type { BuildOutcome } from '../outcome.ts';
import { propsOf, runUnits, type UnitRecord, unitsToRemake } from '../steps/run-units.ts';
import { buildUnits } from '../steps/build-units.ts';
import { validateCatalog } from '../validate/validate-catalog.ts';
import { acquireBuildLock } from '../write/build-lock.ts';
import { writeBuildMarker } from '../write/build-marker.ts';
import { travelledTo } from '../write/build-clock.ts';
import { outputFolder } from '../write/output-folder.ts';
import { catalogTexts, type LastBuild, markerStamp, picturesKey, rememberedBuild } from './last-build.ts';
import { changedPaths, trackedCatalog } from './read-tracker.ts';

/** The files whose built form may change with the day alone (site/core/lib/catalog-on-day.ts). */
const DATED_FILES = new Set<CatalogKey>(['site', 'menu', 'offers']);

/**
 * `kiln dev`'s builds in its worker: the first a whole build, remembered; after a save that
 * changed only catalogue files (`catalogOnly`), the pages and files that read a changed value are
 * made again, in place, and nothing else (scripts/steps/run-units.ts records what each read).
 * Validation still covers the whole catalogue: each changed file against its schema, then the
 * cross-file rules. Anything else builds it all again, so the folder always holds what a whole
 * build would: a schema, a picture, a value the build is set up from (which share pictures
 * there are, the site's addresses), another set of pages (a list grown by a page), another build
 * over the folder.
 */
export function devBuilds(): (options: BuildOptions, catalogOnly: boolean) => Promise<BuildOutcome> {
  let last: LastBuild | undefined;
  return async (options, catalogOnly) => {
    const previous = last;
    last = undefined;
    if (catalogOnly && previous) {
      const outcome = await rebuild(previous, options);
      if (outcome) {
        last = previous;
        return outcome;
      }
    }
    const whole = await rememberedBuild(options);
    last = whole.last;
    return whole.outcome;
  };
}

/** Remakes what the changed files are read by, into `last`'s folder; undefined when only a whole build will do. */
async function rebuild(last: LastBuild, options: BuildOptions): Promise<BuildOutcome | undefined> {
  const started = performance.now();
  const outDir = resolve(options.outDir);
  const same = (['catalogDir', 'apiBase', 'siteUrl', 'hubUrl', 'photoCacheDir'] as const).every(
    (k) => options[k] === last.options[k],
  );
  if (!same || outDir !== last.options.outDir) return undefined;
  const release = await acquireBuildLock(outDir, { onWait: options.onWait });
  if (typeof release !== 'function') return undefined;
  const out = outputFolder(outDir);
  try {
    if ((await markerStamp(outDir)) !== last.stamp) return undefined;
    const texts = await catalogTexts(options.catalogDir);
    const {
      catalog: read,
      problems,
      warnings,
      media = new Set<string>(),
    } = await validateCatalog(options.catalogDir, {
      photoCacheDir: options.photoCacheDir,
      texts,
      memo: last.memo,
      answers: last.answers,
    });
    // The folder keeps the last build that went through, and `last` still says what is in it.
    if (!read) return { outcome: 'invalid', problems, warnings };
    const catalog = applyOverrides(read, options);
    // Where, in the files whose text changed (a value, or an object's keys).
    const changed = new Set<string>();
    for (const key of CATALOG_KEYS)
      if (texts.get(key) !== last.texts.get(key) || DATED_FILES.has(key))
        changedPaths(last.catalog[key], catalog[key], key, changed);
    const setUpFrom = (outside: ReadonlySet<string>) => [...changed].some((path) => outside.has(path));
    const sameMedia = media.size === last.setup.media.size && [...media].every((m) => last.setup.media.has(m));
    if (setUpFrom(last.outside) || !sameMedia || picturesKey(catalog) !== last.pictures) return undefined;

    // Set up again over the new catalogue (anything kept by catalogue starts afresh), sharing what is in the folder.
    const { tracked, groups } = await buildUnits(out, catalog, last.setup, {
      views: trackedCatalog,
      prepared: last.prepared,
      answers: last.answers,
    });
    if (tracked.shapes.join('\0') !== last.shapes.join('\0') || setUpFrom(tracked.outside)) {
      await out.settled();
      return undefined;
    }
    const remade = await runUnits(out, tracked, groups, unitsToRemake(groups, last.records, changed));
    const records = new Map(
      groups
        .flatMap(({ folder, units }) => units.map((u) => `${folder}:${u.id}`))
        .map((id) => [id, remade.get(id) ?? last.records.get(id)!]),
    );
    // What no unit writes any more: a whole build would not have it.
    const files = (of: Map<string, UnitRecord>) => new Set([...of.values()].flatMap((r) => [...r.files]));
    const [before, kept] = [files(last.records), files(records)];
    const gone = [...before].filter((file) => !kept.has(file));
    const props = propsOf(records);
    for (const [file, json] of props) if (!last.props.has(file)) out.at('site').write(file.slice(1), json);
    for (const file of last.props.keys()) if (!props.has(file)) gone.push(join('site', file));
    const added =
      [...kept].some((file) => !before.has(file)) || [...props.keys()].some((file) => !last.props.has(file));
    await Promise.all([out.done(), ...gone.map((file) => rm(join(outDir, file), { force: true }))]);
    await removeEmptyFolders(outDir, gone);
    const bytesOf = (records: Map<string, UnitRecord>, props: Map<string, string>) =>
      [...records.values()].reduce((n, r) => n + r.bytes, 0) +
      [...props.values()].reduce((n, json) => n + Buffer.byteLength(json), 0);
    const bytes = last.bytes + bytesOf(records, props) - bytesOf(last.records, last.props);
    // Its list of files is the folder's.
    if (gone.length || added) await writeBuildMarker(outDir, 'built', catalog.site.commerce.apiBase, travelledTo());
    Object.assign(last, {
      texts,
      catalog,
      outside: tracked.outside,
      records,
      props,
      bytes,
      stamp: await markerStamp(outDir),
    });
    const ms = performance.now() - started;
    return {
      outcome: 'built',
      routes: catalogRoutes(catalog).length + contentPagePaths(catalog).length,
      bytes,
      ms,
      outDir,
      catalogDir: options.catalogDir,
      warnings,
      noSiteUrl: !catalog.site.urls.site,
    };
  } finally {
    await out.settled();
    release();
  }
}

/**
 * The folders the removed files were in, left empty (site/calendar/ once no event has a calendar
 * of its own): a whole build makes no folder it writes nothing into. Each removed only when empty,
 * from the deepest up, never `outDir` itself.
 */
async function removeEmptyFolders(outDir: string, gone: readonly string[]): Promise<void> {
  const folders = new Set<string>();
  for (const file of gone)
    for (let dir = dirname(file); dir !== '.' && dir !== ''; dir = dirname(dir)) folders.add(dir);
  for (const dir of [...folders].sort((a, b) => b.length - a.length))
    await rmdir(join(outDir, dir)).catch(() => undefined);
}
