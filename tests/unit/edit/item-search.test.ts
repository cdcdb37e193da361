import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { findItems, namedItems } from '../../../editor/item-search.tsx';

/* "Find an item": every named item of a file, however deep, found by a part of its name. */

const search = suite('item search');
const menu = {
  labels: { title: 'Menu' },
  categories: {
    starters: {
      label: 'Starters',
      veg: [{ name: 'Peri Peri Fries' }, { name: 'Paneer Tikka' }],
      nonVeg: [{ name: 'Chicken Tikka' }],
    },
    desserts: { label: 'Desserts', items: [{ name: 'Tikka Cake' }, { price: 1 }, { name: 'Item of the day' }] },
  },
};

search('should list every named item, with where it is', () => {
  const items = namedItems(menu);
  assert.equal(
    items.map((i) => i.pointer),
    [
      '/categories/starters/veg/0',
      '/categories/starters/veg/1',
      '/categories/starters/nonVeg/0',
      '/categories/desserts/items/0',
      '/categories/desserts/items/2',
    ],
  );
});

search('should find by any part of a name, any case, those starting with it first', () => {
  const items = namedItems(menu);
  assert.equal(
    findItems(items, 'tikka').map((i) => i.name),
    ['Tikka Cake', 'Paneer Tikka', 'Chicken Tikka'],
  );
  assert.equal(
    findItems(items, '  PANEER ').map((i) => i.pointer),
    ['/categories/starters/veg/1'],
  );
  assert.equal(findItems(items, ''), []);
});

search('should name the groups an item is in, to tell two alike apart', () => {
  const items = namedItems(menu);
  assert.equal(
    items.map((i) => i.within),
    ['Starters', 'Starters', 'Starters', 'Desserts', 'Desserts'],
  );
});

search('should name the items a nested item is in', () => {
  const items = namedItems({ products: [{ name: 'Mug', variants: [{ name: 'Blue' }] }] });
  assert.equal(items.at(-1), { pointer: '/products/0/variants/0', name: 'Blue', within: 'Mug' });
});

search.run();
