import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import type { Catalog } from '../../site/catalog/catalog-keys.ts';
import type { OutputFolder } from '../write/output-folder.ts';

/**
 * One piece of a build's output that can be made again by itself (a route's page, sitemap.xml, the
 * hub's pages), so that `kiln dev` remakes only what a catalogue save changes. Which catalogue files
 * it depends on is never written down by hand: it is recorded while it runs (trackedCatalog).
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
   * which notes what it reads. A cache kept by catalogue must read again what its answer depends
   * on each time it is asked (site/lib/list-pages.ts's reads its lists' lengths), since a view met
   * while setting up is shared by the units, and a read only the first asker made would go unnoted.
   */
  run(out: OutputFolder, catalog: Catalog): void | Promise<void>;
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

/** A folder of the build ("site", "hub") and the units that write into it. */
export interface UnitGroup {
  folder: string;
  units: BuildUnit[];
}

const running = new AsyncLocalStorage<UnitRecord>();

/** A read of an object's keys (Object.keys, a for…in, a spread), as a path's last step. */
const KEYS_READ = '\u0002';
/** A value's place in the catalogue: its keys from the top ("menu", "categories", …), joined by NUL, which no key holds. */
const at = (path: string, key: string) => (path === '' ? key : `${path}\0${key}`);
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** A place in the catalogue: its path, made once, and the places under it met so far. */
interface Place {
  path: string;
  under: Map<string, Place>;
}

/** The top of the catalogue, kept for the process: the same places are met again by every build `kiln dev` makes. */
const TOP: Place = { path: '', under: new Map() };

/**
 * An array of strings, numbers and the like (a dish's diet tags): handed over as it is, its own
 * place noted as read, since changedPaths reports a change anywhere in it at that place. A long
 * menu has thousands, and a view of each cost more than the rest of its page.
 */
const isFlatList = (value: object): value is unknown[] => Array.isArray(value) && value.every((item) => !isObject(item));

const placeUnder = (place: Place, key: string): Place => {
  let found = place.under.get(key);
  if (!found) place.under.set(key, (found = { path: at(place.path, key), under: new Map() }));
  return found;
};

/**
 * `value` (at `place`) as code reads it: every property read, at any depth, noted by its place
 * (the same string each time: noting is one Set.add). Each object gets one view per `views`, so
 * what code keeps by object is kept by the view's reader.
 */
function deepView<T extends object>(value: T, place: Place, note: (path: string) => void, views: WeakMap<object, object>): T {
  const known = views.get(value);
  if (known) return known as T;
  const view = new Proxy(value, {
    get(target, key) {
      const got: unknown = Reflect.get(target, key);
      if (typeof key === 'symbol') return got;
      const under = placeUnder(place, key);
      note(under.path);
      return isObject(got) && !isFlatList(got) ? deepView(got, under, note, views) : got;
    },
    has(target, key) {
      if (typeof key === 'string') note(placeUnder(place, key).path);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      note(placeUnder(place, KEYS_READ).path);
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, key) {
      if (typeof key === 'string') note(placeUnder(place, key).path);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
  views.set(value, view);
  return view;
}

/**
 * Into `into`, the places where `after` differs from `before` (a value, or an object's keys or
 * their order); a flat list (isFlatList) that differs at all, at its own place.
 */
export function changedPaths(before: unknown, after: unknown, path: string, into: Set<string>): Set<string> {
  if (Object.is(before, after)) return into;
  if (!isObject(before) || !isObject(after) || Array.isArray(before) !== Array.isArray(after)) return into.add(path);
  if (isFlatList(before) || isFlatList(after)) {
    const same = Array.isArray(before) && Array.isArray(after) && before.length === after.length && before.every((item, i) => Object.is(item, after[i]));
    return same ? into : into.add(path);
  }
  const [was, is] = [Object.keys(before), Object.keys(after)];
  const sameKeys = was.length === is.length && was.every((key, i) => key === is[i]);
  if (!sameKeys) into.add(at(path, KEYS_READ)).add(at(path, 'length'));
  for (const key of sameKeys ? is : new Set([...was, ...is])) changedPaths(before[key], after[key], at(path, key), into);
  return into;
}

/**
 * The catalogue as a build's code sees it, each value read noted by its place: what the units
 * are set up from (`catalog`) notes for the unit running when asked from one (followed through
 * awaits), else in `outside`, places a change to which makes the whole build again; or, within
 * `shape`, in the shape's own reads. `forUnit` is a unit's own view. Untracked (`track` false, a
 * build nobody remembers) the views are the catalogue itself.
 */
export function trackedCatalog(current: Catalog, track = true) {
  const outside = new Set<string>();
  const view = (note: (path: string) => void) => (track ? deepView(current, TOP, note, new WeakMap()) : current);
  const shapes: string[] = [];
  return {
    catalog: view((path) => (running.getStore()?.reads ?? outside).add(path)),
    /** Whether reads are noted (and bytes counted per unit): only for a build that is remembered. */
    tracking: track,
    /** The catalogue itself, for a unit made by every build. */
    raw: current,
    outside: outside as ReadonlySet<string>,
    /** What shape() computed, in order: the same in the next build, and what it read may change freely. */
    shapes,
    forUnit: (record: UnitRecord) => view((path) => record.reads.add(path)),
    /**
     * What the build's set of units is made from (which later pages a list has): its reads are not
     * `outside`, as long as the next build computes the same.
     */
    shape<T>(compute: () => T): T {
      const value = running.run({ reads: new Set(), files: new Set(), props: new Map(), bytes: 0 }, compute);
      shapes.push(JSON.stringify(value));
      return value;
    },
  };
}

export type TrackedCatalog = ReturnType<typeof trackedCatalog>;

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
  tracked: TrackedCatalog,
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
export function unitsToRemake(groups: readonly UnitGroup[], records: ReadonlyMap<string, UnitRecord>, changed: ReadonlySet<string>): Set<string> {
  const remake = new Set<string>();
  for (const { folder, units } of groups) {
    // In order: a unit comes after the one it is made from.
    for (const unit of units) {
      const record = records.get(unitId(folder, unit.id));
      const after = unit.after !== undefined && remake.has(unitId(folder, unit.after));
      if (!record || after || unit.always || [...changed].some((path) => record.reads.has(path))) remake.add(unitId(folder, unit.id));
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
