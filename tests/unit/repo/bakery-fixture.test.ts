import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import content from '../../fixtures/bakery/content-pages.json' with { type: 'json' };
import menuJson from '../../fixtures/bakery/menu.json' with { type: 'json' };
import store from '../../fixtures/bakery/store.json' with { type: 'json' };
import theme from '../../fixtures/bakery/theme.json' with { type: 'json' };
import { contrast } from '../../../site/core/theme/color-math.ts';
import { BAKERY_CATALOG } from '../../fixture-catalog-dir.ts';

/*
 * The second café is there to prove what issue 36 part 7 asks of it; this keeps it asking. Its
 * pages in a browser: tests/e2e/second-cafe*.test.ts.
 */
const bakery = suite('the bakery fixture');

interface Dish {
  id: string;
  photo?: { src: string };
  variants?: unknown[];
  soldOut?: string;
}
const menu = menuJson as unknown as {
  categories: { id: string; items?: Dish[]; sections?: { id: string; items: Dish[] }[] }[];
};
const dishes = menu.categories.flatMap((c) => [...(c.items ?? []), ...(c.sections ?? []).flatMap((s) => s.items)]);

bakery('should leave out the pottery, packages, crash course and store, and take orders for its menu', async () => {
  const files = await readdir(BAKERY_CATALOG);
  for (const file of ['pottery.json', 'packages.json', 'crash-course.json', 'hub.json'])
    assert.not.ok(files.includes(file), file);
  // store.json with the cart's and the order page's words, and no products: no store page.
  assert.not.ok('products' in store, 'no store');
  assert.ok(store.cart && store.success, 'a cart and an order page');
  assert.ok(files.includes('content-pages.json') && content.pages.length >= 2, 'pages of its own');
});

bakery('should have its own categories, sections, sizes and a dish sold out', () => {
  assert.ok(menu.categories.length >= 3, 'its own categories');
  assert.ok(
    menu.categories.some((c) => c.sections?.length),
    'a category in sections',
  );
  assert.ok(
    dishes.some((d) => (d.variants?.length ?? 0) >= 2),
    'a dish in sizes',
  );
  assert.ok(
    dishes.some((d) => d.soldOut),
    'a dish marked sold out',
  );
});

bakery('should have a small real photo for every dish', async () => {
  for (const dish of dishes) {
    assert.ok(dish.photo, `${dish.id} has a photo`);
    const file = join(BAKERY_CATALOG, dish.photo!.src);
    assert.ok((await stat(file)).size <= 8 * 1024, `${dish.photo!.src} is at most 8 KB`);
    assert.is((await sharp(file).metadata()).format, 'jpeg', dish.photo!.src);
  }
});

bakery('should choose a brand colour too pale for text on white, so the build must darken it', () => {
  assert.ok(contrast(theme.brand, '#ffffff') < 4.5, theme.brand);
});

bakery.run();
