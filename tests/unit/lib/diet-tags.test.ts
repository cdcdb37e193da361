import { readFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DIET_TAGS, dietFromQuery, dietInUse, dishDiet, matchesDiet, queryWithDiet } from '../../../site/lib/diet-tags.ts';
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

tags('should match a dish only when it has every chosen tag (AND), and every dish when none is chosen', () => {
  const fries = dishDiet(['veg', 'vegan', 'gluten-free', 'spicy']);
  const tikka = dishDiet(['veg', 'gluten-free']);
  assert.ok(matchesDiet(fries, ['vegan', 'gluten-free']));
  assert.not.ok(matchesDiet(tikka, ['vegan', 'gluten-free']));
  assert.ok(matchesDiet(tikka, ['gluten-free']));
  assert.ok(matchesDiet([], []));
  assert.not.ok(matchesDiet([], ['veg']), 'a dish with no tags shows only without a filter');
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
  assert.equal(dietFromQuery('?diet=vegan+spicy&diet=jain'), ['vegan', 'jain', 'spicy'], '"+" and a repeated parameter');
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
