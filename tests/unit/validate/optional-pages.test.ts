import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { catalogRoutePaths, fileForPath, REQUIRED_CATALOG_KEYS } from '../../../site/core/catalog-routes.ts';
import { CATALOG_KEYS } from '../../../site/core/catalog/catalog-keys.ts';
import { homeHas } from '../../../site/core/catalog/home-parts.ts';
import { OPTIONAL_CATALOG_KEYS } from '../../../site/core/catalog/optional-files.ts';
import { ROUTE_PATHS } from '../../../site/core/routes.ts';

const optional = suite('every page file optional but the few every catalogue has');

const required = Object.fromEntries(REQUIRED_CATALOG_KEYS.map((k) => [k, {}]));

optional('should have home, contact and the forms’ pages with only the files every catalogue has', () => {
  assert.equal(catalogRoutePaths(required), ['/', '/contact', '/reservations', '/collaborate']);
});

optional('should mark every other file optional, each adding its own pages', () => {
  assert.equal(
    CATALOG_KEYS.filter((k) => !REQUIRED_CATALOG_KEYS.includes(k)).sort(),
    [...OPTIONAL_CATALOG_KEYS].sort(),
  );
  const one = (key: string, file: unknown = {}) =>
    catalogRoutePaths({ ...required, [key]: file }).filter((p) => !catalogRoutePaths(required).includes(p));
  assert.equal(one('about'), ['/about']);
  assert.equal(one('menu'), ['/menu']);
  assert.equal(one('events'), ['/events']);
  assert.equal(one('hub'), ['/dashboard']);
  // store.json takes orders (/success); it has a store, and product pages, when it lists products.
  assert.equal(one('store'), ['/success']);
  assert.equal(one('store', { products: [{ id: 'mug' }] }), ['/store', '/product', '/success']);
  assert.equal(one('policies', { pages: [{ path: '/terms' }] }), ['/terms']);
  assert.equal(one('comingSoon', { pages: { '/blog': {} } }), ['/blog']);
  assert.equal(one('testimonials'), [], 'testimonials.json feeds the home page only');
  // Each route but the always-there ones names the file that makes it.
  for (const path of ROUTE_PATHS.filter((p) => !catalogRoutePaths(required).includes(p)))
    assert.ok(fileForPath(path), path);
});

optional('should show a home section only when home.json has it and its file is there', () => {
  const home = { pottery: {}, gallery: {} };
  assert.ok(homeHas({ home, pottery: {} } as never, 'pottery'));
  assert.not.ok(homeHas({ home } as never, 'pottery'), 'no pottery.json');
  assert.not.ok(homeHas({ home: {}, pottery: {} } as never, 'pottery'), 'no section in home.json');
  assert.not.ok(homeHas({ home, gallery: undefined } as never, 'gallery'));
});

optional.run();
