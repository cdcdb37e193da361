import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build, type BuildOptions } from '../../../scripts/build.ts';
import { catalogFileName, type Catalog, type CatalogKey } from '../../../site/core/catalog/catalog-keys.ts';
import { menuDishes } from '../../../site/core/catalog/menu.ts';
import { devBuilds } from '../../../scripts/dev/dev-rebuild.ts';
import { BUILD_MARKER } from '../../../scripts/write/build-marker.ts';

/**
 * kiln dev after a catalogue save remakes only what reads the saved file, in place; the folder
 * must then hold exactly what a whole build of the same catalogue makes.
 */
const rebuild = suite('kiln dev: a catalogue save remakes only what reads it');

let root: string;
let catalogDir: string;
let builds: ReturnType<typeof devBuilds>;
// As kiln dev builds: against local servers, so the share pictures, sitemap and bridge are made too.
const urls = { siteUrl: 'http://localhost:4001', hubUrl: 'http://localhost:4002', apiBase: 'http://localhost:4003' };
const options = (outDir: string): BuildOptions => ({ catalogDir, outDir, ...urls });
const devOut = () => join(root, 'dev', 'dist');
// One build time for the dev builds and the whole ones they are compared with: a changed event is stamped with it.
const epochBefore = process.env.SOURCE_DATE_EPOCH;

rebuild.before(async () => {
  process.env.SOURCE_DATE_EPOCH = String(Date.parse('2025-10-09T00:00:00Z') / 1000);
  root = await mkdtemp(join(tmpdir(), 'kiln-dev-rebuild-'));
  catalogDir = join(root, 'tests/fixtures/catalog');
  await cp('tests/fixtures/catalog', catalogDir, { recursive: true });
  builds = devBuilds();
  assert.is((await builds(options(devOut()), false)).outcome, 'built');
});

rebuild.after(async () => {
  if (epochBefore === undefined) delete process.env.SOURCE_DATE_EPOCH;
  else process.env.SOURCE_DATE_EPOCH = epochBefore;
  await rm(root, { recursive: true, force: true });
});

const edit = async <K extends CatalogKey>(key: K, change: (data: NonNullable<Catalog[K]>) => void) => {
  const path = join(catalogDir, catalogFileName(key));
  const data = JSON.parse(await readFile(path, 'utf8')) as NonNullable<Catalog[K]>;
  change(data);
  await writeFile(path, `${JSON.stringify(data, null, 2)}\n`);
};

/** Every file under `dir` by its path, and the marker's list of them (its times and process differ from build to build). */
async function contents(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(dir, join(entry.parentPath, entry.name));
    const data = await readFile(join(dir, path));
    files.set(
      path,
      path === BUILD_MARKER ? JSON.stringify(JSON.parse(data.toString()).files) : data.toString('base64'),
    );
  }
  return files;
}

/** The file's identity on disk: a whole build swaps in a new folder, and with it every file. */
const inode = async (path: string) => (await stat(join(devOut(), path))).ino;

/** After `change`, the dev build's folder equals a fresh whole build's; returns whether `untouched` stayed the same file. */
async function saveAndCompare<K extends CatalogKey>(
  key: K,
  change: (data: NonNullable<Catalog[K]>) => void,
  untouched: string,
): Promise<boolean> {
  await edit(key, change);
  // The whole build goes over a copy of the folder as it was: the events' calendars go on from
  // what it recorded (scripts/calendar/calendar-revisions.ts), as they do in place.
  const whole = join(root, `whole-${key}`, 'dist');
  await rm(whole, { recursive: true, force: true });
  await cp(devOut(), whole, { recursive: true });
  const before = await inode(untouched);
  const outcome = await builds(options(devOut()), true);
  assert.is(outcome.outcome, 'built');
  const kept = (await inode(untouched)) === before;
  assert.is((await build(options(whole))).outcome, 'built');
  const [dev, fresh] = [await contents(devOut()), await contents(whole)];
  assert.equal([...dev.keys()].sort(), [...fresh.keys()].sort(), 'the same files');
  const differ = [...fresh].filter(([path, data]) => dev.get(path) !== data).map(([path]) => path);
  assert.equal(differ, [], 'the same bytes');
  return kept;
}

/** The first dish of the menu's first category: a price to change. */
const firstDish = (menu: Catalog['menu']) => menuDishes(menu!)[0] as { price: unknown };

rebuild('should remake the about page alone, in place, when its text changes', async () => {
  const kept = await saveAndCompare(
    'about',
    (about) => void (about.hero.intro += ' Come as you are.'),
    'site/menu/index.html',
  );
  assert.ok(kept, 'the menu was not written again');
});

rebuild('should remake the menu alone, in place, when a dish’s price changes', async () => {
  const kept = await saveAndCompare(
    'menu',
    (menu) => void ((firstDish(menu).price as number) += 1000),
    'site/about/index.html',
  );
  assert.ok(kept, 'the about page was not written again');
});

// A dish's tags are read as one list: a change inside it is a change to the list.
rebuild(
  'should remake the menu when the last dishes tagged egg lose the tag, its filter no longer offering it',
  async () => {
    const eggs = (menu: Catalog['menu']) => menuDishes(menu!).filter((dish) => dish.diet?.includes('egg'));
    const before = await readFile(join(devOut(), 'site/menu/index.html'), 'utf8');
    await saveAndCompare(
      'menu',
      (menu) => {
        for (const dish of eggs(menu)) dish.diet = dish.diet!.filter((tag) => tag !== 'egg');
      },
      'site/about/index.html',
    );
    const after = await readFile(join(devOut(), 'site/menu/index.html'), 'utf8');
    assert.ok(/value="egg"/.test(before) && !/value="egg"/.test(after), 'the Egg choice is gone from the filter');
  },
);

rebuild(
  'should remake what shows an event when its title changes: its page, its calendar, its structured data',
  async () => {
    const kept = await saveAndCompare(
      'events',
      (events) => void (events.events[0]!.title += ' (new date)'),
      'site/about/index.html',
    );
    assert.ok(kept, 'the about page was not written again');
  },
);

rebuild(
  'should remake a late section of the home page with the page’s style rules left out, as a whole build does',
  async () => {
    await saveAndCompare(
      'testimonials',
      (testimonials) => void (testimonials.items[0]!.quote += ' Lovely.'),
      'site/about/index.html',
    );
  },
);

rebuild('should make everything again when site.json, which every page is set up from, changes its name', async () => {
  await saveAndCompare('site', (site) => void (site.name += ' & Co'), 'site/menu/index.html');
});

rebuild(
  'should keep the folder as it was while a save leaves the catalogue invalid, and catch up once fixed',
  async () => {
    const before = await contents(devOut());
    await edit('menu', (menu) => void (firstDish(menu).price = 'free'));
    assert.is((await builds(options(devOut()), true)).outcome, 'invalid');
    assert.equal(await contents(devOut()), before);
    await saveAndCompare('menu', (menu) => void (firstDish(menu).price = 12300), 'site/about/index.html');
  },
);

rebuild('should keep saying what is wrong in a file while another is saved, then build once it is fixed', async () => {
  await edit('menu', (menu) => void (firstDish(menu).price = -5));
  const broken = await builds(options(devOut()), true);
  assert.is(broken.outcome, 'invalid');
  const problems = broken.outcome === 'invalid' ? broken.problems : [];
  assert.ok(problems.length > 0);
  // The menu's text is the same: its findings are not worked out again, and must be the same.
  await edit('about', (about) => void (about.hero.title += '!'));
  const still = await builds(options(devOut()), true);
  assert.equal(still.outcome === 'invalid' && still.problems, problems);
  await saveAndCompare('menu', (menu) => void (firstDish(menu).price = 45600), 'site/contact/index.html');
});

rebuild(
  'should leave out a dish once the day moves past its end, in place, with no file saved in between',
  async () => {
    const unpictured = (menu: Catalog['menu']) => menuDishes(menu!).find((dish) => !dish.photo)!;
    await saveAndCompare('menu', (menu) => void (unpictured(menu).endsOn = '2025-10-09'), 'site/about/index.html');
    const { name } = unpictured(JSON.parse(await readFile(join(catalogDir, 'menu.json'), 'utf8')));
    const menuPage = () => readFile(join(devOut(), 'site/menu/index.html'), 'utf8');
    assert.match(await menuPage(), name, 'on the menu on its last day');
    // The café's clock moves on past midnight (in Bangalore) while kiln dev runs.
    process.env.SOURCE_DATE_EPOCH = String(Date.parse('2025-10-09T19:00:00Z') / 1000);
    const about = await inode('site/about/index.html');
    assert.is((await builds(options(devOut()), true)).outcome, 'built');
    assert.not.match(await menuPage(), name, 'gone the day after');
    assert.is(await inode('site/about/index.html'), about, 'in place: the about page was not written again');
  },
);

rebuild.run();
