import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cafeClock } from '../../site/core/lib/cafe-clock.ts';
import { BAKERY_CATALOG } from '../fixture-catalog-dir.ts';
import { type ServedCatalogue, serveCatalogue } from './other-catalogue.ts';

/** The bakery's dish that the tests see sold out: marked so today, in the bakery's time, in the copy that is built. */
export const SOLD_OUT_DISH = 'sourdough';

interface Dish {
  id: string;
  soldOut?: string;
}
interface Category {
  items?: Dish[];
  sections?: { items: Dish[] }[];
}

/** Every dish of a menu.json, in categories with sections or without. */
export const dishesOf = (menu: { categories: Category[] }): Dish[] =>
  menu.categories.flatMap((c) => [...(c.items ?? []), ...(c.sections ?? []).flatMap((s) => s.items)]);

/**
 * The bakery (tests/fixtures/bakery/), built once per test process and served KILN_E2E_PORT + 200
 * (site; + 201 and + 202 for its hub and API, not served). A dish is sold out only on the café day
 * staff marked it and until the next opening, so the copy is marked today, when the test runs.
 */
export const bakery = (): Promise<ServedCatalogue> =>
  serveCatalogue('bakery', BAKERY_CATALOG, 200, async (dir) => {
    const site = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8')) as { timeZone: string };
    const file = join(dir, 'menu.json');
    const menu = JSON.parse(await readFile(file, 'utf8'));
    const dish = dishesOf(menu).find((d) => d.id === SOLD_OUT_DISH);
    if (!dish) throw new Error(`the bakery's menu has no ${SOLD_OUT_DISH}`);
    dish.soldOut = cafeClock(site.timeZone, new Date()).date;
    await writeFile(file, `${JSON.stringify(menu, null, 2)}\n`);
  });
