import { join } from 'node:path';
import type { Catalog } from '../../site/core/catalog/catalog-keys.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { OutputFolder } from '../write/output-folder.ts';

/**
 * One piece of a build's output that can be made again by itself (a route's page, sitemap.xml, the
 * hub's pages), so that `kiln dev` remakes only what a catalogue save changes. Which catalogue files
 * it depends on is never written down by hand: it is recorded while it runs (scripts/dev/read-tracker.ts).
 */
export interface BuildUnit {
  /** Unique in its folder: a route's path ("/menu"), a file's name ("sitemap.xml"). */
  id: string;
  /** A unit this one is made from (a late section takes its page's style rules): made again with it. */
  after?: string;
  /** Made again by every build, from the catalogue itself: it reads all of it (a hash of it). */
  always?: true;
  /**
   * Writes into `out`, the site's folder or the hub's, from `catalog`: the unit's own view of it,
   * which notes what it reads. What pages work out once a build is kept in the render session's
   * memo (site/core/lib/build-memo.ts), which a tracked build empties before each unit: a view met while
   * setting up is shared by the units, and a read only the first asker made would go unnoted.
   */
  run(out: OutputFolder, catalog: Catalog): void | Promise<void>;
}

/** A folder of the build ("site", "hub") and the units that write into it. */
export interface UnitGroup {
  folder: string;
  units: BuildUnit[];
}

/** What a unit's last run read and wrote. */
export interface UnitRecord {
  /** The places in the catalogue it read ("menu", "categories", "drinks", … joined by NUL). */
  reads: Set<string>;
  /** The files it wrote, relative to the build's folder ("site/menu/index.html"). */
  files: Set<string>;
  /** The islands' props files its pages point at (site/islands/props-files.ts), by URL path. */
  props: Map<string, string>;
  /** What it put in the folder. */
  bytes: number;
}

/** The unit running, followed through awaits: what the views note a read for. */
export const running = new AsyncLocalStorage<UnitRecord>();

/**
 * The catalogue as a build's units see it. Untracked (untrackedViews), the catalogue itself; in a
 * build `kiln dev` remembers, views that note what each unit reads (scripts/dev/read-tracker.ts).
 */
export interface CatalogViews {
  /** What the units are set up from. */
  catalog: Catalog;
  /** Whether reads are noted (and bytes counted per unit): only for a build that is remembered. */
  tracking: boolean;
  /** The catalogue itself, for a unit made by every build. */
  raw: Catalog;
  /** The places read while setting up, outside any unit. */
  outside: ReadonlySet<string>;
  /** What shape() computed, in order: the same in the next build, and what it read may change freely. */
  shapes: readonly string[];
  /** A unit's own view, noting into its record. */
  forUnit(record: UnitRecord): Catalog;
  /** What the build's set of units is made from (which later pages a list has): its reads are not `outside`, as long as the next build computes the same. */
  shape<T>(compute: () => T): T;
}

/** The catalogue itself, for a build nobody remembers. */
export const untrackedViews = (raw: Catalog): CatalogViews => ({
  catalog: raw,
  tracking: false,
  raw,
  outside: new Set(),
  shapes: [],
  forUnit: () => raw,
  shape: (compute) => compute(),
});

/** A props map for the render session: each props file is also noted for the unit whose page pointed at it. */
export class RecordedProps extends Map<string, string> {
  override set(path: string, json: string): this {
    running.getStore()?.props.set(path, json);
    return super.set(path, json);
  }
}

/**
 * Runs the units of `groups` (those in `only`, when given) one after another, each writing into
 * its folder of `out`; returns what each read and wrote.
 */
export async function runUnits(
  out: OutputFolder,
  tracked: CatalogViews,
  groups: readonly UnitGroup[],
  only?: ReadonlySet<string>,
): Promise<Map<string, UnitRecord>> {
  const records = new Map<string, UnitRecord>();
  for (const { folder, units } of groups) {
    for (const unit of units) {
      const id = unitId(folder, unit.id);
      if (only && !only.has(id)) continue;
      const record: UnitRecord = { reads: new Set(), files: new Set(), props: new Map(), bytes: 0 };
      const catalog = unit.always ? tracked.raw : tracked.forUnit(record);
      const into = out.at(folder);
      await running.run(record, () => unit.run(tracked.tracking ? recording(into, record, folder) : into, catalog));
      records.set(id, record);
      // A turn of the event loop now and then lets the disk take the pages made so far (each waits
      // for its folder first): without it a 1,000× catalogue's 300 MB of pages all wait in memory.
      if (records.size % 16 === 0) await new Promise(setImmediate);
    }
  }
  return records;
}

/** The units to make again after the catalogue changed at `changed` places: those that read one, those made after them or always, and any never run. */
export function unitsToRemake(
  groups: readonly UnitGroup[],
  records: ReadonlyMap<string, UnitRecord>,
  changed: ReadonlySet<string>,
): Set<string> {
  const remake = new Set<string>();
  for (const { folder, units } of groups) {
    // In order: a unit comes after the one it is made from.
    for (const unit of units) {
      const record = records.get(unitId(folder, unit.id));
      const after = unit.after !== undefined && remake.has(unitId(folder, unit.after));
      if (!record || after || unit.always || [...changed].some((path) => record.reads.has(path)))
        remake.add(unitId(folder, unit.id));
    }
  }
  return remake;
}

const unitId = (folder: string, id: string) => `${folder}:${id}`;

/** `out`, noting in `record` each file written through it and every byte put in. */
function recording(out: OutputFolder, record: UnitRecord, prefix: string): OutputFolder {
  return {
    ...out,
    write(file, text) {
      record.files.add(join(prefix, file));
      record.bytes += Buffer.byteLength(text);
      out.write(file, text);
    },
    count(bytes) {
      record.bytes += bytes;
      out.count(bytes);
    },
    at: (sub) => recording(out.at(sub), record, join(prefix, sub)),
  };
}

/** The props files the units' pages point at, each once. */
export function propsOf(records: ReadonlyMap<string, UnitRecord>): Map<string, string> {
  const props = new Map<string, string>();
  for (const record of records.values()) for (const [file, json] of record.props) props.set(file, json);
  return props;
}
