import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dishLists, type MenuCategory } from '../../site/core/catalog/menu.ts';

type Json = Record<string, unknown>;
type Item = Json & { id: string };

/** The menu's lists of dishes, as parsed: each section of each tab, or the tab's one list. */
export const menuLists = (menu: Json): Item[][] =>
  (menu.categories as MenuCategory[]).flatMap((c) => dishLists(c).map((l) => l.items as unknown as Item[]));

/**
 * Appends `factor - 1` copies of each item, each with an id of its own ("paneer-tikka-copy2"), so the
 * catalogue stays valid (ids are unique in every list); `tweak` makes anything else unique.
 */
function grow<T extends Item>(list: T[], factor: number, tweak?: (copy: T, n: number) => void): void {
  const originals = [...list];
  for (let n = 2; n <= factor; n++) {
    for (const item of originals) {
      const copy = { ...structuredClone(item), id: `${item.id}-copy${n}` };
      tweak?.(copy, n);
      list.push(copy);
    }
  }
}

/**
 * A copy of the catalogue in `to` with the lists that grow as a café does made `factor` times as
 * long: menu items, events, gallery photos, community posts, store products and the hub's
 * reservations. It validates as the sample does: every copy has its own id, and each product (a
 * page of its own, with a title and description no other page may share) its own title and summary.
 */
export async function scaleCatalog(from: string, to: string, factor: number): Promise<void> {
  await cp(from, to, { recursive: true });
  const edit = async (file: string, change: (data: Json) => void) => {
    const data = JSON.parse(await readFile(join(to, file), 'utf8')) as Json;
    change(data);
    await writeFile(join(to, file), `${JSON.stringify(data, null, 2)}\n`);
  };
  await edit('menu.json', (menu) => {
    for (const list of menuLists(menu)) grow(list, factor);
  });
  await edit('events.json', (events) => grow(events.events as Item[], factor));
  await edit('gallery.json', (gallery) => grow(gallery.photos as Item[], factor));
  await edit('hubs.json', (hubs) => grow(hubs.posts as Item[], factor));
  await edit('store.json', (store) =>
    grow(store.products as (Item & { title: string; summary: string })[], factor, (product, n) => {
      product.title = `${product.title} No. ${n}`;
      product.summary = `${product.summary} (No. ${n})`;
    }),
  );
  await edit('hub.json', (hub) => grow((hub.reservations as { items: Item[] }).items, factor));
}

/**
 * A slip repeated down the menu in `dir`: every price typed "₹320", as staff type a price by
 * mistake, so that a big catalogue has thousands of problems in one file. Returns how many.
 */
export async function typeMenuPricesAsText(dir: string): Promise<number> {
  const file = join(dir, 'menu.json');
  const menu = JSON.parse(await readFile(file, 'utf8')) as Json;
  let count = 0;
  for (const list of menuLists(menu)) {
    for (const item of list) item.price = '₹320';
    count += list.length;
  }
  await writeFile(file, `${JSON.stringify(menu, null, 2)}\n`);
  return count;
}

/** How many of each growing list the catalogue in `dir` has, for the report. */
export async function catalogCounts(dir: string): Promise<Record<string, number>> {
  const read = async (file: string) => JSON.parse(await readFile(join(dir, file), 'utf8')) as Json;
  const menu = await read('menu.json');
  const menuItems = menuLists(menu).reduce((n, list) => n + list.length, 0);
  return {
    menuItems,
    events: ((await read('events.json')).events as unknown[]).length,
    photos: ((await read('gallery.json')).photos as unknown[]).length,
    posts: ((await read('hubs.json')).posts as unknown[]).length,
    products: ((await read('store.json')).products as unknown[]).length,
    reservations: ((await read('hub.json')).reservations as { items: unknown[] }).items.length,
  };
}
