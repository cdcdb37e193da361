import { readFile } from 'node:fs/promises';
import { parse } from 'jsonc-parser';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { menuCategories } from '../../../scripts/migrate/steps/menu-categories.ts';

/* Issue 36, part 5: the menu's migration step, on the sample menu as it was before (tests/fixtures/catalog-before-36). */

const step = suite('migration step: the menu’s categories become an ordered list with sections');

const OLD = () => readFile('tests/fixtures/catalog-before-36/menu.json', 'utf8');

step('should turn the sample menu as it was into the sample menu as it is, byte for byte', async () => {
  const old = await OLD();
  assert.ok(menuCategories.isOld(JSON.parse(old)));
  const today = await readFile('tests/fixtures/catalog/menu.json', 'utf8');
  assert.fixture(menuCategories.migrate(old), today);
  assert.not.ok(menuCategories.isOld(JSON.parse(today)), 'once is enough');
});

step(
  'should keep the tabs in their order, with their ids, and veg and non-veg as sections with their headings',
  async () => {
    const menu = JSON.parse(menuCategories.migrate(await OLD()));
    assert.equal(
      menu.categories.map((c: { id: string }) => c.id),
      ['appetizer', 'mainCourse', 'hotCoffee', 'coldCoffee', 'milkShake', 'desserts'],
    );
    const [veg, nonVeg] = menu.categories[0].sections;
    assert.equal([veg.id, veg.label, veg.mark], ['veg', 'Veg', 'veg']);
    assert.equal([nonVeg.id, nonVeg.label, nonVeg.mark], ['non-veg', 'Non-Veg', 'non-veg']);
    assert.is(veg.items[1].name, 'Paneer Tikka');
    assert.not.ok('veg' in menu.labels || 'nonVeg' in menu.labels, 'the headings moved into the sections');
    // A dish's "description" is now its note.
    assert.is(menu.categories[1].sections[0].items[5].note, 'Large');
  },
);

step('should keep comments, wherever they are, and headings staff renamed', async () => {
  const old = (await OLD())
    .replace('"labels": {', '"labels": {\n    // Words checked by Meera, 2026-10\n')
    .replace('"veg": "Veg"', '"veg": "Vegetarian"')
    .replace('"nonVeg": [', '"nonVeg": [\n        // Ask the kitchen before adding fish.\n');
  const migrated = menuCategories.migrate(old);
  assert.ok(migrated.includes('// Words checked by Meera, 2026-10'));
  assert.ok(migrated.includes('// Ask the kitchen before adding fish.'));
  const menu = parse(migrated);
  assert.is(menu.categories[0].sections[0].label, 'Vegetarian');
  assert.is(menu.categories[0].sections[1].items.length, 3);
});

step.run();
