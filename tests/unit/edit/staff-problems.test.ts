import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Problem } from '../../../site/core/problems/problem.ts';
import { inStaffWords, schemaAt, titleAt } from '../../../editor/staff-problems.ts';

/** A menu-like schema of the test's own: a list of dishes, each with a name and a price in paise. */
const SCHEMA = {
  type: 'object',
  $defs: {
    dish: {
      type: 'object',
      title: 'Dish',
      required: ['id', 'name', 'price'],
      properties: {
        id: { type: 'string', minLength: 1, title: 'Short name' },
        name: { type: 'string', minLength: 1, title: 'Dish name' },
        price: { type: 'integer', minimum: 0, title: 'Price', unit: 'paise' },
        serves: { type: 'integer', minimum: 1 },
        spice: { type: 'string', enum: ['mild', 'hot'], title: 'Spice' },
      },
    },
  },
  properties: {
    dishes: { type: 'array', title: 'Dishes', items: { $ref: '#/$defs/dish' } },
    hours: { type: 'string', title: 'Opening hours', minLength: 1 },
    packages: {
      type: 'array',
      items: { type: 'object', properties: { price: { type: 'integer', unit: 'rupees', title: 'Price per adult' } } },
    },
  },
};

const problem = (pointer: string, message: string, more: Partial<Problem> = {}): Problem => ({
  file: 'tests/fixtures/catalog/menu.json',
  pointer,
  line: 75,
  column: 9,
  message,
  ...more,
});
const words = (problems: Problem[], data: unknown) =>
  inStaffWords(problems, data, SCHEMA).map((p) => [p.pointer, p.message]);

const staff = suite('problems in staff words');

staff('finds a field by its place, through lists and shared definitions', () => {
  assert.is(schemaAt(SCHEMA, '/dishes/3/price')?.unit, 'paise');
  assert.is(titleAt(SCHEMA, '/dishes/3/name'), 'Dish name');
  assert.is(titleAt(SCHEMA, '/dishes/3/serves'), 'Serves');
  assert.is(schemaAt(SCHEMA, '/nothing/here'), undefined);
});

staff('a price typed wrong asks for a price as staff type it, not in paise', () => {
  const data = { dishes: [{ id: 'a', name: 'Paneer Tikka', price: '2o0' }], packages: [{ price: 'lots' }] };
  assert.equal(
    words(
      [
        problem('/dishes/0/price', 'must be a whole number of paise, got "2o0" (₹290 is written 29000)'),
        problem('/packages/0/price', 'must be a whole number of rupees, got "lots"'),
      ],
      data,
    ),
    [
      ['/dishes/0/price', 'Price should be a price like 290 or 12.50 (you typed “2o0”)'],
      ['/packages/0/price', 'Price per adult should be a price in whole rupees, like 4500 (you typed “lots”)'],
    ],
  );
});

staff('a problem inside a list item says which item, for the summary', () => {
  const data = { dishes: [{ id: 'a', name: 'Paneer Tikka', price: 'x' }] };
  const [price] = inStaffWords([problem('/dishes/0/price', 'must be a whole number of paise')], data, SCHEMA);
  assert.is(price?.place, 'Paneer Tikka');
  const [hours] = inStaffWords([problem('/hours', 'must not be empty')], { hours: '' }, SCHEMA);
  assert.is(hours?.place, undefined);
});

staff('a missing field is named by its title, on its own box', () => {
  const data = { dishes: [{ price: 29000 }] };
  assert.equal(
    words(
      [
        problem('/dishes/0', 'is missing the required field "id"'),
        problem('/dishes/0', 'is missing the required field "name"'),
      ],
      data,
    ),
    [
      ['/dishes/0/id', 'Short name is needed'],
      ['/dishes/0/name', 'Dish name is needed'],
    ],
  );
});

staff('an empty box is needed; a wrong kind of value says what goes there', () => {
  const data = { hours: '', dishes: [{ id: 'a', name: 'A', price: 100, serves: 'two', spice: 'medium' }] };
  assert.equal(
    words(
      [
        problem('/hours', 'must not be empty'),
        problem('/dishes/0/serves', 'must be a whole number, got "two"'),
        problem('/dishes/0/spice', 'must be one of: mild, hot, got "medium"'),
      ],
      data,
    ),
    [
      ['/hours', 'Opening hours is needed'],
      ['/dishes/0/serves', 'Serves should be a whole number, like 4 (you typed “two”)'],
      ['/dishes/0/spice', 'Spice should be one of its choices (you typed “medium”)'],
    ],
  );
});

staff('what the form cannot word keeps validate’s words after the title; the text as a whole is left as it is', () => {
  const data = { dishes: [{ id: 'a', name: 'A', price: 100 }] };
  assert.equal(
    words(
      [
        problem('/dishes/0/id', 'duplicate id "a" (first used at /dishes/3/id)'),
        problem('', 'broken JSON: expected a comma'),
      ],
      data,
    ),
    [
      ['/dishes/0/id', 'Short name: duplicate id "a" (first used at /dishes/3/id)'],
      ['', 'broken JSON: expected a comma'],
    ],
  );
});

staff.run();
