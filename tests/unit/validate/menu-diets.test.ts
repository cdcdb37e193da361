import { readFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { CatalogKey } from '../../../site/core/catalog/catalog-keys.ts';
import { formatProblem } from '../../../site/core/problems/problem.ts';
import type { RuleContext } from '../../../scripts/validate/rules/rule.ts';
import { menuDiets } from '../../../scripts/validate/rules/menu-diets.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';

const context = (menu: unknown): RuleContext => ({
  dir: 'catalog',
  files: new Map([['menu', menu]]),
  references: new Map(),
});

const rule = suite('menuDiets: a dish is what its list and its other tags say');

rule('should find nothing to say about the sample menu', async () => {
  const menu = JSON.parse(await readFile('tests/fixtures/catalog/menu.json', 'utf8'));
  assert.equal(menuDiets(context(menu)), []);
});

rule(
  'should refuse meat, fish or egg on the Veg list, and a vegetarian tag on the Non-Veg list, naming the list as staff see it',
  () => {
    const menu = {
      categories: [
        { id: 'appetizer', items: [{ id: 'z', diet: ['non-veg'] }] },
        {
          id: 'mainCourse',
          sections: [
            {
              id: 'veg',
              label: 'Veg',
              mark: 'veg',
              items: [
                { id: 'a', diet: ['veg'] },
                { id: 'b', diet: ['veg', 'non-veg'] },
                { id: 'c', diet: ['egg'] },
              ],
            },
            {
              id: 'non-veg',
              label: 'Non-Veg',
              mark: 'non-veg',
              items: [
                { id: 'd', diet: ['non-veg', 'egg'] },
                { id: 'e', diet: ['spicy', 'vegan'] },
              ],
            },
            // A section with no food mark (a bakery's "Cakes") holds any dish.
            { id: 'cakes', label: 'Cakes', items: [{ id: 'f', diet: ['egg'] }] },
          ],
        },
      ],
    };
    assert.equal(menuDiets(context(menu)), [
      {
        key: 'menu',
        pointer: '/categories/1/sections/0/items/1/diet/1',
        message:
          '"non-veg" does not belong on a dish in the Veg list: move the dish to the other list, or remove the tag',
      },
      {
        key: 'menu',
        pointer: '/categories/1/sections/0/items/2/diet/0',
        message: '"egg" does not belong on a dish in the Veg list: move the dish to the other list, or remove the tag',
      },
      {
        key: 'menu',
        pointer: '/categories/1/sections/1/items/1/diet/1',
        message:
          '"vegan" does not belong on a dish in the Non-Veg list: move the dish to the other list, or remove the tag',
      },
    ]);
  },
);

rule('should refuse a dish tagged both with and without meat, fish or egg, in any list', () => {
  const menu = {
    categories: [
      {
        id: 'desserts',
        items: [
          { id: 'brownie', diet: ['egg', 'contains-nuts'] },
          { id: 'cake', diet: ['vegan', 'egg'] },
          { id: 'x', diet: ['non-veg', 'jain'] },
        ],
      },
    ],
  };
  assert.equal(menuDiets(context(menu)), [
    {
      key: 'menu',
      pointer: '/categories/0/items/1/diet/1',
      message: '"egg" and "vegan" cannot both be true of one dish: remove the one that is wrong',
    },
    {
      key: 'menu',
      pointer: '/categories/0/items/2/diet/0',
      message: '"non-veg" and "jain" cannot both be true of one dish: remove the one that is wrong',
    },
  ]);
});

rule('should leave what it cannot read to the schema', () => {
  assert.equal(menuDiets(context(undefined)), []);
  assert.equal(
    menuDiets(
      context({
        categories: [{ sections: [{ mark: 'veg', items: [null, { diet: 'non-veg' }, { diet: [7, 'meat'] }] }] }, 'x'],
      }),
    ),
    [],
  );
});

const file = suite('menu.json diet tags, validated as staff see it');

/** menu.json as the tests below change it. */
type Dish = { diet?: string[] };
type MenuJson = { categories: { items?: Dish[]; sections?: { items: Dish[] }[] }[] };

const validateMenu = async (change: (menu: MenuJson) => void) => {
  const menu = JSON.parse(await readFile('tests/fixtures/catalog/menu.json', 'utf8')) as MenuJson;
  change(menu);
  const { problems } = await validateCatalog('tests/fixtures/catalog', {
    texts: new Map<CatalogKey, string>([['menu', JSON.stringify(menu, null, 2)]]),
  });
  return problems.map((p) => {
    const line = formatProblem(p);
    assert.match(line, /^tests\/fixtures\/catalog\/menu\.json:\d+:\d+ \//, 'each with its file, line and column');
    return line.replace(/^tests\/fixtures\/catalog\/menu\.json:\d+:\d+ /, '');
  });
};

file('should stop the build on a non-veg tag in a Veg list', async () => {
  const problems = await validateMenu((menu) => {
    menu.categories[0]!.sections![0]!.items[1]!.diet = ['veg', 'non-veg'];
  });
  assert.equal(problems, [
    '/categories/0/sections/0/items/1/diet/1 "non-veg" does not belong on a dish in the Veg list: move the dish to the other list, or remove the tag',
  ]);
});

file('should name the tags there are when one is unknown, and a tag given twice', async () => {
  const problems = await validateMenu((menu) => {
    menu.categories[2]!.items![0]!.diet = ['vegetarian'];
    menu.categories[5]!.items![1]!.diet = ['veg', 'veg'];
  });
  assert.equal(problems, [
    '/categories/2/items/0/diet/0 must be one of: veg, non-veg, egg, vegan, jain, gluten-free, contains-nuts, spicy, got "vegetarian"',
    '/categories/5/items/1/diet must not list the same thing twice (items 1 and 0 are equal)',
  ]);
});

rule.run();
file.run();
