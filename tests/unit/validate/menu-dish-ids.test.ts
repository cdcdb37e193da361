import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { menuDishIds } from '../../../scripts/validate/rules/menu-dish-ids.ts';
import type { RuleContext } from '../../../scripts/validate/rules/rule.ts';

const context = (menu: unknown): RuleContext => ({
  dir: 'tests/fixtures/catalog',
  files: new Map([['menu', menu]]),
  references: new Map(),
});

const rule = suite('menuDishIds: one id, one dish, across the menu’s tabs and sections');

rule('should name a dish whose id another tab or section already has, and where', () => {
  const menu = {
    categories: [
      { id: 'breads', items: [{ id: 'pav' }, { id: 'loaf' }] },
      {
        id: 'savouries',
        sections: [
          { id: 'veg', items: [{ id: 'puff' }] },
          { id: 'non-veg', items: [{ id: 'puff' }, { id: 'pav' }] },
        ],
      },
    ],
  };
  assert.equal(menuDishIds(context(menu)), [
    {
      key: 'menu',
      pointer: '/categories/1/sections/1/items/0/id',
      message: 'duplicate id "puff" (first used at /categories/1/sections/0/items/0)',
    },
    {
      key: 'menu',
      pointer: '/categories/1/sections/1/items/1/id',
      message: 'duplicate id "pav" (first used at /categories/0/items/0)',
    },
  ]);
});

rule('should leave a twice-used id within one list to the rule for every list, and what it cannot read', () => {
  assert.equal(menuDishIds(context({ categories: [{ items: [{ id: 'a' }, { id: 'a' }] }] })), []);
  assert.equal(menuDishIds(context({ categories: 'none' })), []);
  assert.equal(menuDishIds(context(undefined)), []);
});

rule.run();
