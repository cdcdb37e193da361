import { readFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  DIET_TAGS,
  dietCounts,
  dietFromQuery,
  dietInUse,
  dishDiet,
  matchesDiet,
  queryWithDiet,
  splitDiet,
  tabWithDishes,
} from '../../../site/core/lib/diet-tags.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const tags = suite('diet tags: what a dish is, and what a guest chose');

tags("should list the schema's tags, in the schema's order, and label each in the sample", async () => {
  const schema = JSON.parse(await readFile('tests/fixtures/catalog/schemas/menu.schema.json', 'utf8'));
  assert.equal(DIET_TAGS, schema.$defs.diet.items.enum);
  const { menu } = await sampleCatalog();
  assert.equal(Object.keys(menu.labels.diet.tags), DIET_TAGS);
});

tags('should count a vegan or Jain dish as veg too, in the schema order', () => {
  assert.equal(dishDiet(['spicy', 'vegan']), ['veg', 'vegan', 'spicy']);
  assert.equal(dishDiet(['jain', 'gluten-free']), ['veg', 'jain', 'gluten-free']);
  assert.equal(dishDiet(['non-veg', 'egg']), ['non-veg', 'egg']);
  assert.equal(dishDiet(['egg']), ['egg'], 'egg alone is not veg');
  assert.equal(dishDiet(undefined), []);
});

/** The sample's kinds of diet (menu.json's labels.diet.kinds); the rest are conditions. */
const KINDS = ['veg', 'non-veg', 'egg', 'vegan', 'jain'];

tags('should match any ticked kind of diet: Veg + Egg shows the veg dishes and the egg ones', () => {
  const tikka = dishDiet(['veg', 'gluten-free']);
  const brownie = dishDiet(['egg', 'contains-nuts']);
  const wings = dishDiet(['non-veg', 'gluten-free']);
  const eggCurry = dishDiet(['non-veg', 'egg', 'spicy']);
  assert.ok(matchesDiet(tikka, ['veg', 'egg'], KINDS));
  assert.ok(matchesDiet(brownie, ['veg', 'egg'], KINDS));
  assert.ok(matchesDiet(eggCurry, ['veg', 'egg'], KINDS));
  assert.not.ok(matchesDiet(wings, ['veg', 'egg'], KINDS));
  assert.ok(matchesDiet(dishDiet(['jain']), ['vegan', 'jain'], KINDS), 'a Jain dish for Vegan + Jain');
});

tags('should match every ticked condition: Vegan + Gluten-free shows dishes with both', () => {
  const fries = dishDiet(['veg', 'vegan', 'gluten-free', 'spicy']);
  const tikka = dishDiet(['veg', 'gluten-free']);
  assert.ok(matchesDiet(fries, ['vegan', 'gluten-free'], KINDS));
  assert.not.ok(matchesDiet(tikka, ['vegan', 'gluten-free'], KINDS));
  assert.ok(matchesDiet(tikka, ['gluten-free'], KINDS));
  assert.ok(matchesDiet(fries, ['gluten-free', 'spicy'], KINDS));
  assert.not.ok(matchesDiet(tikka, ['gluten-free', 'spicy'], KINDS), 'conditions: all of them');
  assert.ok(matchesDiet(fries, ['veg', 'egg', 'gluten-free', 'spicy'], KINDS), 'any kind, all conditions');
  assert.not.ok(matchesDiet(dishDiet(['egg', 'contains-nuts']), ['veg', 'egg', 'gluten-free'], KINDS));
  assert.ok(matchesDiet([], [], KINDS));
  assert.not.ok(matchesDiet([], ['veg'], KINDS), 'a dish with no tags shows only without a filter');
  assert.not.ok(matchesDiet([], ['spicy'], KINDS));
});

tags('should take the kinds from the catalogue, not from the code: with none, every tick is a condition', () => {
  const tikka = dishDiet(['veg', 'gluten-free']);
  assert.not.ok(matchesDiet(tikka, ['veg', 'egg'], []));
  assert.ok(matchesDiet(tikka, ['veg', 'gluten-free'], []));
  assert.ok(matchesDiet(tikka, ['gluten-free', 'spicy'], ['gluten-free', 'spicy']), 'and any tag may be a kind');
});

tags('should split the chips into kinds of diet and the rest, each in the order given', () => {
  assert.equal(splitDiet(DIET_TAGS, KINDS), {
    kinds: KINDS,
    conditions: ['gluten-free', 'contains-nuts', 'spicy'],
    without: [],
  });
  assert.equal(splitDiet(DIET_TAGS, KINDS, ['contains-nuts']), {
    kinds: KINDS,
    conditions: ['gluten-free', 'spicy'],
    without: ['contains-nuts'],
  });
  assert.equal(splitDiet(['veg', 'spicy'], ['spicy']), { kinds: ['spicy'], conditions: ['veg'], without: [] });
});

tags('should hide, for a "without" choice, every dish with its tag, whatever else is ticked', () => {
  const nuts = dishDiet(['veg', 'contains-nuts']);
  const plain = dishDiet(['veg']);
  assert.not.ok(matchesDiet(nuts, ['no-contains-nuts'], KINDS));
  assert.ok(matchesDiet(plain, ['no-contains-nuts'], KINDS));
  assert.ok(
    matchesDiet(dishDiet(['egg']), ['veg', 'egg', 'no-contains-nuts'], KINDS),
    'a kind ticked beside it still any of',
  );
  assert.not.ok(matchesDiet(nuts, ['veg', 'no-contains-nuts'], KINDS));
  assert.equal(dietFromQuery('?diet=no-contains-nuts,veg'), ['veg', 'no-contains-nuts'], 'read from a shared link');
});

tags('should count the dishes each tab keeps, and open the first tab that has some', () => {
  const tabs = [
    [dishDiet(['veg', 'gluten-free']), dishDiet(['non-veg', 'spicy'])],
    [dishDiet(['non-veg'])],
    [dishDiet(['veg', 'jain', 'gluten-free']), dishDiet(['veg', 'vegan', 'jain'])],
    [dishDiet(['egg'])],
  ];
  const jain = dietCounts(tabs, ['jain'], KINDS);
  assert.equal(jain, [0, 0, 2, 0]);
  assert.is(tabWithDishes(jain, 0), 2, '?diet=jain opens on the first tab with a Jain dish');
  assert.equal(dietCounts(tabs, ['veg', 'egg'], KINDS), [1, 0, 2, 1]);
  assert.is(tabWithDishes(dietCounts(tabs, ['veg', 'egg'], KINDS), 3), 3, 'the tab shown stays while it has dishes');
  assert.is(
    tabWithDishes(dietCounts(tabs, ['veg', 'egg'], KINDS), 1),
    0,
    'an emptied tab gives way to the first with dishes',
  );
  assert.equal(dietCounts(tabs, [], KINDS), [2, 1, 2, 1], 'nothing ticked: every dish');
  assert.is(tabWithDishes(dietCounts(tabs, ['jain', 'spicy'], KINDS), 1), 1, 'none has any: the tab shown stays');
});

tags('should offer only the tags some dish carries', () => {
  assert.equal(dietInUse([{ diet: ['spicy', 'vegan'] }, {}, { diet: ['egg'] }]), ['veg', 'egg', 'vegan', 'spicy']);
  assert.equal(dietInUse([{}, { diet: [] }]), []);
});

const query = suite('diet tags in the address');

query('should read ?diet=vegan,gluten-free, in any order, case or spelling a shared link may have', () => {
  assert.equal(dietFromQuery('?diet=vegan,gluten-free'), ['vegan', 'gluten-free']);
  assert.equal(dietFromQuery('?diet=gluten-free,vegan'), ['vegan', 'gluten-free'], 'in the schema order');
  assert.equal(dietFromQuery('?diet=Vegan%2CGluten-Free'), ['vegan', 'gluten-free'], 'an encoded comma, capitals');
  assert.equal(
    dietFromQuery('?diet=vegan+spicy&diet=jain'),
    ['vegan', 'jain', 'spicy'],
    '"+" and a repeated parameter',
  );
  assert.equal(dietFromQuery('?diet=vegan,vegan,meat,,'), ['vegan'], 'each once, unknown ones dropped');
  assert.equal(dietFromQuery('?utm_source=x'), []);
  assert.equal(dietFromQuery(''), []);
});

query('should write the filter with plain commas, keeping every other parameter', () => {
  assert.is(queryWithDiet('', ['vegan', 'gluten-free']), '?diet=vegan,gluten-free');
  assert.is(queryWithDiet('?diet=vegan', ['vegan', 'spicy']), '?diet=vegan,spicy');
  assert.is(queryWithDiet('?utm_source=x&diet=vegan&b=%2C', ['jain']), '?utm_source=x&b=%2C&diet=jain');
  assert.is(queryWithDiet('?diet=vegan', []), '', 'nothing chosen: no parameter left');
  assert.is(queryWithDiet('?a=1&diet=vegan&diet=jain', []), '?a=1');
  // What is written reads back the same.
  assert.equal(dietFromQuery(queryWithDiet('?a=1', ['vegan', 'gluten-free'])), ['vegan', 'gluten-free']);
});

tags.run();
query.run();
