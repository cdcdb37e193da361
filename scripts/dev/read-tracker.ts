import type { Catalog } from '../../site/core/catalog/catalog-keys.ts';
import { type CatalogViews, running, type UnitRecord } from '../steps/run-units.ts';

/*
 * kiln dev's read tracker: the catalogue seen through views that note every value read, by its
 * place, for the unit running (scripts/steps/run-units.ts runUnits), so a save remakes only the
 * units that read a changed place (dev-rebuild.ts).
 */

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
const isFlatList = (value: object): value is unknown[] =>
  Array.isArray(value) && value.every((item) => !isObject(item));

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
function deepView<T extends object>(
  value: T,
  place: Place,
  note: (path: string) => void,
  views: WeakMap<object, object>,
): T {
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
    const same =
      Array.isArray(before) &&
      Array.isArray(after) &&
      before.length === after.length &&
      before.every((item, i) => Object.is(item, after[i]));
    return same ? into : into.add(path);
  }
  const [was, is] = [Object.keys(before), Object.keys(after)];
  const sameKeys = was.length === is.length && was.every((key, i) => key === is[i]);
  if (!sameKeys) into.add(at(path, KEYS_READ)).add(at(path, 'length'));
  for (const key of sameKeys ? is : new Set([...was, ...is]))
    changedPaths(before[key], after[key], at(path, key), into);
  return into;
}

/**
 * The catalogue as a build's code sees it (CatalogViews), each value read noted by its place: what
 * the units are set up from (`catalog`) notes for the unit running when asked from one (followed
 * through awaits), else in `outside`, places a change to which makes the whole build again; or,
 * within `shape`, in the shape's own reads. `forUnit` is a unit's own view.
 */
export function trackedCatalog(current: Catalog): CatalogViews {
  const outside = new Set<string>();
  const view = (note: (path: string) => void) => deepView(current, TOP, note, new WeakMap());
  const shapes: string[] = [];
  return {
    catalog: view((path) => (running.getStore()?.reads ?? outside).add(path)),
    tracking: true,
    raw: current,
    outside,
    shapes,
    forUnit: (record: UnitRecord) => view((path) => record.reads.add(path)),
    shape<T>(compute: () => T): T {
      const value = running.run({ reads: new Set(), files: new Set(), props: new Map(), bytes: 0 }, compute);
      shapes.push(JSON.stringify(value));
      return value;
    },
  };
}
