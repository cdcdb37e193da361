import { mkdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { CATALOG_KEYS, catalogFileName, type Catalog, type CatalogKey } from '../site/catalog/catalog-keys.ts';
import { ROUTES } from '../site/routes.ts';
import { ENTRIES, prepareClient } from './bundle/bundle-client.ts';
import { refused, type BuildOutcome } from './outcome.ts';
import { renderSession } from './render/render-session.tsx';
import { picturesIn } from './images/picture-places.ts';
import type { CachedBundle } from './prebuilt/cached-bundle.mjs';
import { RecordedProps, runUnits, trackedCatalog, type UnitGroup, type UnitRecord } from './steps/build-units.ts';
import { type HubPrepared, hubUnits } from './steps/write-hub.ts';
import { type SitePrepared, siteUnits } from './steps/write-site.ts';
import { readCatalogText } from './validate/read-catalog-text.ts';
import { type ValidationMemo, validateCatalog } from './validate/validate-catalog.ts';
import { BUILD_MARKER, writeBuildMarker } from './write/build-marker.ts';
import { claimOutDir } from './write/claim-out-dir.ts';
import { type OutputFolder, outputFolder } from './write/output-folder.ts';
import { swapDir } from './write/swap-dir.ts';

export interface BuildOptions {
  catalogDir: string;
  outDir: string;
  apiBase?: string;
  siteUrl?: string;
  hubUrl?: string;
  /** Kiln's cache of photos made responsive (node_modules/.cache/kiln/images/ by default). */
  photoCacheDir?: string;
  /** Called once, when another build holds `outDir` and this one waits for it (pid: that build's). */
  onWait?: (pid: number | undefined) => void;
}

/**
 * guard → lock → validate → site → hub → mark → swap. Everything is written into
 * `<outDir>.building-<pid>` and swapped into place at the end, so a failure anywhere leaves
 * `outDir` as it was. Returns the outcome; throws only for a bug.
 */
export async function build(options: BuildOptions, remember?: (last: LastBuild) => void): Promise<BuildOutcome> {
  const outDir = resolve(options.outDir);
  const release = await claimOutDir(outDir, options.catalogDir, { onWait: options.onWait });
  if (typeof release !== 'function') return refused(release);
  try {
    const started = performance.now();
    // The browser bundles need no catalogue: esbuild makes them (or finds them cached) in its own
    // process while this one validates. A build the catalogue stops never waits for them.
    const clients = { site: prepareClient(), hub: prepareClient({ entry: ENTRIES.hub }), bridge: prepareClient({ entry: ENTRIES.bridge }) };
    for (const bundle of Object.values(clients)) bundle.catch(() => undefined);

    // Read here when the build is remembered: what the next one compares with.
    const texts = remember && (await catalogTexts(options.catalogDir));
    // Afresh with every whole build (the schemas may have changed), for the next ones to reuse.
    const memo: ValidationMemo | undefined = texts && new Map();
    const {
      catalog: raw,
      problems,
      warnings,
      media = new Set<string>(),
    } = await validateCatalog(options.catalogDir, { photoCacheDir: options.photoCacheDir, texts, memo });
    if (!raw) return { outcome: 'invalid', problems, warnings };
    applyOverrides(raw, options);

    const next = `${outDir}.building-${process.pid}`;
    const out = outputFolder(next);
    try {
      await mkdir(next);
      await writeBuildMarker(next, 'started');
      const { catalogDir, photoCacheDir } = options;
      const setup = { catalogDir, media, photoCacheDir, outDir, clients: { site: await clients.site, hub: clients.hub, bridge: clients.bridge } };
      const units = await buildUnits(out, raw, setup, { track: texts !== undefined });
      const records = await runUnits(out, units.tracked, units.groups);
      const props = propsOf(records);
      for (const [file, json] of props) out.at('site').write(file.slice(1), json);
      const bytes = await out.done();
      // Last: a folder whose marker says "built" is complete.
      await writeBuildMarker(next, 'built', raw.site.commerce.apiBase);
      await swapDir(next, outDir);
      const ms = performance.now() - started;
      if (texts) {
        const { outside, shapes } = units.tracked;
        const kept = { options: { ...options, outDir }, texts, memo: memo!, catalog: raw, setup, prepared: units.prepared, outside, shapes };
        remember?.({ ...kept, pictures: picturesKey(raw), records, props, bytes, stamp: await markerStamp(outDir) });
      }
      return { outcome: 'built', routes: ROUTES.length, bytes, ms, outDir, warnings, noSiteUrl: !raw.site.urls.site };
    } catch (error) {
      // Only once nothing is being written into it: a write still under way would make removing
      // the folder fail ("directory not empty"). Should one still slip through, the folder is left
      // for the next build to tidy (recoverOutDir), and this build's own error is what is reported.
      await out.settled();
      await rm(next, { recursive: true, force: true, maxRetries: 2 }).catch(() => undefined);
      throw error;
    }
  } finally {
    release();
  }
}

/** What the units are set up from, besides the catalogue. */
export interface UnitSetup {
  catalogDir: string;
  media: ReadonlySet<string>;
  photoCacheDir?: string;
  /** The output folder the build replaces (or remakes in place): the calendars' revisions are read from it. */
  outDir?: string;
  clients: { site: CachedBundle; hub: Promise<CachedBundle>; bridge: Promise<CachedBundle> };
}

/**
 * The site's units and the hub's over `raw` (scripts/steps/build-units.ts), each to note what it
 * reads; what they share is put into `out` now, unless `prepared` by an earlier build.
 */
export async function buildUnits(out: OutputFolder, raw: Catalog, setup: UnitSetup, { track, prepared }: { track: boolean; prepared?: LastBuild['prepared'] }) {
  const { catalogDir, media, photoCacheDir, clients } = setup;
  const tracked = trackedCatalog(raw, track);
  const { catalog, shape } = tracked;
  const session = renderSession(new RecordedProps());
  const site = await siteUnits(out.at('site'), session, {
    catalog,
    photoCatalog: raw,
    catalogDir,
    media,
    client: clients.site,
    photoCacheDir,
    shape,
    prepared: prepared?.site,
    lastDir: setup.outDir,
  });
  const hub = await hubUnits(out.at('hub'), session, { catalog, catalogDir, clients, photoCacheDir, prepared: prepared?.hub });
  const groups: UnitGroup[] = [
    { folder: 'site', units: site.units },
    { folder: 'hub', units: hub.units },
  ];
  return { tracked, groups, prepared: { site: site.prepared, hub: hub.prepared } };
}

/**
 * What `kiln dev` keeps of a build, for the next to remake only what a catalogue save changed
 * (scripts/serve/dev-rebuild.ts): the catalogue's texts it was built from, what its units read and
 * wrote, and what they share (the photos, the media published, the bundles' files).
 */
export interface LastBuild {
  options: BuildOptions;
  texts: Map<CatalogKey, string>;
  /** What validation found in each file, for a file saved unchanged not to be checked again. */
  memo: ValidationMemo;
  /** The catalogue it was built from. */
  catalog: Catalog;
  setup: UnitSetup;
  prepared: { site: SitePrepared; hub: HubPrepared };
  /** The places in the catalogue the units were set up from (build-units.ts): a change to one makes everything again. */
  outside: ReadonlySet<string>;
  /** What the set of units was computed from (build-units.ts `shape`). */
  shapes: readonly string[];
  /** Every photo's place (picturesIn): the same ones, the same responsive files. */
  pictures: string;
  records: Map<string, UnitRecord>;
  /** The islands' props files, written into the site. */
  props: Map<string, string>;
  bytes: number;
  /** When the build marker was last written: another build over the folder changes it. */
  stamp: number;
}

/** The catalogue files' texts, those that can be read (validation says what is wrong with the others). */
export async function catalogTexts(dir: string): Promise<Map<CatalogKey, string>> {
  const read = await Promise.all(CATALOG_KEYS.map(async (key) => [key, await readCatalogText(join(dir, catalogFileName(key)))] as const));
  return new Map(read.flatMap(([key, text]) => (text.ok ? [[key, text.text] as const] : [])));
}

/** Every photo's place in the catalogue, as one string to compare. */
export const picturesKey = (catalog: Catalog) => JSON.stringify(picturesIn((file) => catalog[file]));

/** The props files the units' pages point at, each once. */
export function propsOf(records: ReadonlyMap<string, UnitRecord>): Map<string, string> {
  const props = new Map<string, string>();
  for (const record of records.values()) for (const [file, json] of record.props) props.set(file, json);
  return props;
}

/** When the marker in `dir` was written (0 without one). */
export const markerStamp = (dir: string) =>
  stat(join(dir, BUILD_MARKER)).then(
    (s) => s.mtimeMs,
    () => 0,
  );

export function applyOverrides(catalog: Catalog, { apiBase, siteUrl, hubUrl }: BuildOptions): void {
  if (apiBase) catalog.site.commerce.apiBase = apiBase;
  if (siteUrl) catalog.site.urls.site = siteUrl;
  if (hubUrl) catalog.site.urls.hub = hubUrl;
}
