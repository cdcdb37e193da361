import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildMemo } from '../../../site/core/lib/build-memo.ts';
import { dishLists, menuDishes } from '../../../site/core/catalog/menu.ts';
import {
  eventLists,
  type ListPath,
  laterListPages,
  listPage,
  listPageCount,
  menuPart,
} from '../../../site/core/lib/list-pages.ts';
import { laterPageRoutes } from '../../../site/core/routes.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

/* A list that grows with the café is cut into pages (issue 26, part 3); the sample's are not. */
const pages = suite('list pages: long lists cut into pages');

const PATHS: ListPath[] = ['/menu', '/events', '/gallery', '/hubs', '/store'];

/** The sample with each growing list `factor` times as long, each copy an id of its own. */
async function grown(factor: number) {
  const catalog = await sampleCatalog();
  const grow = <T extends { id: string }>(list: T[]) =>
    list.splice(
      0,
      list.length,
      ...Array.from({ length: factor }, (_, n) => list.map((item) => ({ ...item, id: `${item.id}-${n}` }))).flat(),
    );
  for (const category of catalog.menu.categories) for (const list of dishLists(category)) grow(list.items);
  grow(catalog.events.events);
  grow(catalog.gallery.photos);
  grow(catalog.hubs.posts);
  grow(catalog.store.products!);
  return catalog;
}

pages('should leave every list of the sample on one page, with no later pages', async () => {
  const catalog = await sampleCatalog();
  for (const path of PATHS) assert.is(listPageCount(catalog, path), 1, path);
  assert.equal(laterListPages(catalog), []);
  assert.equal(laterPageRoutes(catalog), []);
  const dishes = menuPart(catalog.menu, listPage(catalog, '/menu', '/menu').slice);
  assert.equal(dishes, catalog.menu, 'the whole menu on /menu');
});

pages('should show each item of a long list on exactly one page, in order', async () => {
  const catalog = await grown(50);
  // The events' lists are the page's own when both are asked of one build's memo.
  const memo = buildMemo();
  for (const path of PATHS) {
    const count = listPageCount(catalog, path);
    assert.ok(count > 1, `${path} is cut`);
    const list: readonly unknown[] =
      path === '/gallery'
        ? catalog.gallery.photos
        : path === '/hubs'
          ? catalog.hubs.posts
          : path === '/store'
            ? catalog.store.products!
            : path === '/events'
              ? eventLists(catalog, memo).upcoming
              : catalog.menu.categories[1]!.sections![1]!.items;
    const seen = Array.from({ length: count }, (_, i) =>
      listPage(catalog, path, i === 0 ? path : `${path}/page/${i + 1}`, memo).slice(list),
    ).flat();
    assert.equal(seen, list, `${path}: every item once, in order`);
    const first = listPage(catalog, path, path, memo);
    assert.ok(first.slice(list).length < list.length / 10, `${path}: a first page, not the list`);
    assert.is(first.next, `${path}/page/2`);
    assert.is(first.previous, undefined);
    const last = listPage(catalog, path, `${path}/page/${count}`, memo);
    assert.is(last.next, undefined);
    assert.is(last.previous, count === 2 ? path : `${path}/page/${count - 1}`);
  }
});

pages(
  'should fill each later page of the menu with up to 40 dishes, a long list going on alone once the short ones have ended',
  async () => {
    const catalog = await sampleCatalog();
    const long = catalog.menu.categories[1]!.sections![1]!.items;
    long.splice(0, long.length, ...Array.from({ length: 400 }, (_, n) => ({ ...long[0]!, id: `dish-${n}` })));
    const dishes = (path: string) => {
      return menuDishes(menuPart(catalog.menu, listPage(catalog, '/menu', path).slice)).length;
    };
    const all =
      dishes('/menu') +
      Array.from({ length: listPageCount(catalog, '/menu') - 1 }, (_, i) => dishes(`/menu/page/${i + 2}`)).reduce(
        (a, b) => a + b,
        0,
      );
    const count = listPageCount(catalog, '/menu');
    assert.is(all, menuDishes(catalog.menu).length, 'every dish once');
    for (let page = 2; page < count; page++) assert.is(dishes(`/menu/page/${page}`), 40, `page ${page} is full`);
    assert.ok(dishes(`/menu/page/${count}`) <= 40, 'the last page holds what is left');
    assert.is(count, 1 + Math.ceil((all - dishes('/menu')) / 40), 'no page more than needed');
  },
);

pages('should title a later page as its first page is, with its number', async () => {
  const catalog = await grown(50);
  const route = laterPageRoutes(catalog).find((r) => r.path === '/gallery/page/2');
  assert.ok(route, '/gallery/page/2 is a route');
  assert.is(route.page, 'gallery');
  assert.ok(
    route.meta.title.includes(catalog.pages.routes['/gallery']!.title) && route.meta.title.includes('2'),
    route.meta.title,
  );
  const titles = laterPageRoutes(catalog).map((r) => r.meta.title);
  assert.is(new Set(titles).size, titles.length, 'each its own title');
});

pages.run();
