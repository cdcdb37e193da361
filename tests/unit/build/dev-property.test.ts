import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dishLists, type MenuCategory } from '../../../site/core/catalog/menu.ts';
import { build, type BuildOptions } from '../../../scripts/build.ts';
import { devBuilds } from '../../../scripts/dev/dev-rebuild.ts';
import { BUILD_MARKER } from '../../../scripts/write/build-marker.ts';
import { catalogFileName, type Catalog, type CatalogKey } from '../../../site/core/catalog/catalog-keys.ts';

/*
 * Issue 33, part 6: `kiln dev`'s incremental output is byte for byte, folder for folder, what a
 * whole build of the same catalogue makes, after random edits. Seeded (KILN_PROPERTY_SEED, else a
 * fixed seed) and bounded (EDITS saves), so `npm test` stays deterministic and quick; the seed is in
 * every failure's message, to replay it.
 */

const SEED = Number(process.env.KILN_PROPERTY_SEED ?? 33);
const EDITS = 15;

/** mulberry32: a small, seeded generator of numbers in [0, 1). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Edit = { name: string; key: CatalogKey; change: (data: any, pick: <T>(list: readonly T[]) => T) => void };

/** Edits staff make, each keeping the catalogue valid. */
const EDIT_KINDS: Edit[] = [
  {
    name: 'a dish price',
    key: 'menu',
    change(menu, pick) {
      const lists: { price: number }[][] = menu.categories.flatMap((c: MenuCategory) =>
        dishLists(c).map((l) => l.items),
      );
      const dish = pick(pick(lists.filter((l) => l.length)));
      dish.price += 1000;
    },
  },
  {
    name: 'the about intro',
    key: 'about',
    change: (about, pick) => void (about.hero.intro += pick([' Come as you are.', ' Kids welcome.'])),
  },
  {
    name: 'an event becomes past and one-off',
    key: 'events',
    change(events, pick) {
      const event = pick(events.events) as { date: string; isRecurring: boolean; repeats?: string };
      event.date = '2024-01-06';
      event.isRecurring = false;
      delete event.repeats;
    },
  },
  {
    name: 'every event past and one-off',
    key: 'events',
    change(events) {
      for (const event of events.events) {
        event.date = '2024-01-06';
        event.isRecurring = false;
        delete event.repeats;
      }
    },
  },
  {
    name: 'an event moves ahead',
    key: 'events',
    change(events, pick) {
      const event = pick(events.events) as { date: string };
      event.date = pick(['2025-11-22', '2026-01-10', '2025-12-27']);
    },
  },
  {
    name: 'an event title',
    key: 'events',
    change: (events, pick) => void (pick(events.events as { title: string }[]).title += ' (new)'),
  },
  {
    name: 'an offer title',
    key: 'offers',
    change: (offers, pick) => void (pick(offers.items as { title: string }[]).title += ' Plus'),
  },
  {
    name: 'a product summary',
    key: 'store',
    change: (store, pick) => void (pick(store.products as { summary: string }[]).summary += ' Glazed by hand.'),
  },
];

/** Every file (its bytes) and every folder under `dir`; the marker by its list of files, as its times differ. */
async function tree(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = relative(dir, join(entry.parentPath, entry.name));
    if (entry.isDirectory()) found.set(`${path}/`, 'folder');
    else if (path === BUILD_MARKER)
      found.set(path, JSON.stringify(JSON.parse(await readFile(join(dir, path), 'utf8')).files));
    else found.set(path, (await readFile(join(dir, path))).toString('base64'));
  }
  return found;
}

const property = suite('kiln dev: random edits, then the same folder as a whole build');

let root: string;
// One build time for the dev builds and the whole ones they are compared with: a changed event is stamped with it.
const epochBefore = process.env.SOURCE_DATE_EPOCH;
property.before(async () => {
  process.env.SOURCE_DATE_EPOCH = String(Date.parse('2025-10-09T00:00:00Z') / 1000);
  root = await mkdtemp(join(tmpdir(), 'kiln-dev-property-'));
});
property.after(async () => {
  if (epochBefore === undefined) delete process.env.SOURCE_DATE_EPOCH;
  else process.env.SOURCE_DATE_EPOCH = epochBefore;
  await rm(root, { recursive: true, force: true });
});

property(`should match a whole build after each of ${EDITS} random saves (seed ${SEED})`, async () => {
  const catalogDir = join(root, 'tests/fixtures/catalog');
  await cp('tests/fixtures/catalog', catalogDir, { recursive: true });
  const urls = { siteUrl: 'http://localhost:4001', hubUrl: 'http://localhost:4002', apiBase: 'http://localhost:4003' };
  const options = (outDir: string): BuildOptions => ({ catalogDir, outDir, ...urls });
  const devOut = join(root, 'dev', 'dist');
  const builds = devBuilds();
  assert.is((await builds(options(devOut), false)).outcome, 'built');
  const next = random(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const done: string[] = [];
  // Random edits, one of them (at a random place) the one that leaves no event a calendar of its own.
  const emptying = EDIT_KINDS.find((e) => e.name === 'every event past and one-off')!;
  const edits = Array.from({ length: EDITS - 1 }, () => pick(EDIT_KINDS));
  edits.splice(Math.floor(next() * EDITS), 0, emptying);
  for (const [i, edit] of edits.entries()) {
    done.push(edit.name);
    const file = join(catalogDir, catalogFileName(edit.key));
    const data = JSON.parse(await readFile(file, 'utf8')) as Catalog[typeof edit.key];
    edit.change(data, pick);
    await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
    const at = `seed ${SEED}, after ${done.join(' → ')}`;
    // The whole build goes over a copy of the folder as it was: the events' calendars go on from
    // what it recorded (scripts/calendar/calendar-revisions.ts), as they do in place.
    const whole = join(root, `whole-${i}`, 'dist');
    await cp(devOut, whole, { recursive: true });
    const outcome = await builds(options(devOut), true);
    assert.is(outcome.outcome, 'built', `${at}: ${JSON.stringify(outcome).slice(0, 300)}`);
    assert.is((await build(options(whole))).outcome, 'built', at);
    const [dev, fresh] = [await tree(devOut), await tree(whole)];
    assert.equal([...dev.keys()].sort(), [...fresh.keys()].sort(), `${at}: the same files and folders`);
    const differ = [...fresh].filter(([path, data]) => dev.get(path) !== data).map(([path]) => path);
    assert.equal(differ, [], `${at}: the same bytes`);
    await rm(join(root, `whole-${i}`), { recursive: true, force: true });
  }
});

property.run();
