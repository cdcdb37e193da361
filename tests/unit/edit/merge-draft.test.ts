import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fieldsInWords } from '../../../editor/conflict-fields.ts';
import { mergeDraft } from '../../../editor/merge-draft.ts';

/*
 * A draft saved over a file changed elsewhere: the form's own changes go onto the file as it is
 * now, the other program's changes stay, and each differing field is named in staff words.
 */

const merge = suite('editor: a draft merged with the file changed elsewhere');
const menu = JSON.parse(readFileSync('tests/fixtures/catalog/menu.json', 'utf8'));
const schema = JSON.parse(readFileSync('tests/fixtures/catalog/schemas/menu.schema.json', 'utf8'));
const copy = <T>(value: T): T => structuredClone(value);
const veg = (data: any) => data.categories[0]!.sections![0]!.items;

merge('should keep the file’s change the form did not touch, and put the form’s own change on top', () => {
  const base = copy(menu);
  const theirs = copy(menu);
  veg(theirs)[0].price = 19500; // Peri Peri Fries, in VS Code
  const mine = copy(menu);
  veg(mine)[1].price = 31000; // Paneer Tikka, in the form
  const { merged, fields } = mergeDraft(base, mine, theirs);
  assert.is(veg(merged)[0].price, 19500, 'the other program’s edit is kept');
  assert.is(veg(merged)[1].price, 31000, 'the form’s edit is saved');
  assert.equal(
    fields.map((f) => [f.pointer, f.changedBy]),
    [
      ['/categories/0/sections/0/items/0/price', 'file'],
      ['/categories/0/sections/0/items/1/price', 'form'],
    ],
  );
  const words = fieldsInWords(schema, { merged, mine, theirs }, fields);
  assert.equal(words[0], {
    pointer: '/categories/0/sections/0/items/0/price',
    changedBy: 'file',
    where: 'Appetizers · Veg · Peri Peri Fries · Price',
    theirs: '₹195',
    mine: '₹190',
  });
  assert.is(words[1]!.where, 'Appetizers · Veg · Paneer Tikka · Price');
  assert.is(words[1]!.mine, '₹310');
});

merge('should let the form win a field both changed, and name both values', () => {
  const base = copy(menu);
  const theirs = copy(menu);
  veg(theirs)[0].price = 19500;
  const mine = copy(menu);
  veg(mine)[0].price = 19900;
  const { merged, fields } = mergeDraft(base, mine, theirs);
  assert.is(veg(merged)[0].price, 19900);
  assert.is(fields.length, 1);
  assert.is(fields[0]!.changedBy, 'both');
  const [word] = fieldsInWords(schema, { merged, mine, theirs }, fields);
  assert.is(
    `In the file now: ${word!.where} ${word!.theirs}. In your form: ${word!.mine}`,
    'In the file now: Appetizers · Veg · Peri Peri Fries · Price ₹195. In your form: ₹199',
  );
});

merge('should match list items by id: an item added in the file and a name changed in the form both stay', () => {
  const base = copy(menu);
  const theirs = copy(menu);
  veg(theirs).push({ id: 'new-dish', name: 'New Dish', price: 10000 });
  const mine = copy(menu);
  veg(mine)[1].name = 'Paneer Tikka (6 pcs)';
  veg(mine).splice(2, 1); // Cheesy Corn Balls removed in the form
  veg(mine).unshift({ id: 'masala-fries', name: 'Masala Fries', price: 15000 });
  const { merged, fields } = mergeDraft(base, mine, theirs);
  assert.equal(
    veg(merged).map((d: any) => d.name),
    ['Masala Fries', 'Peri Peri Fries', 'Paneer Tikka (6 pcs)', 'Honey Chilli Potato', 'New Dish'],
  );
  const words = fieldsInWords(schema, { merged, mine, theirs }, fields);
  assert.equal(
    words.map((w) => [w.where, w.theirs, w.mine, w.changedBy]),
    [
      ['Appetizers · Veg · Cheesy Corn Balls', 'Cheesy Corn Balls', '(empty)', 'form'],
      ['Appetizers · Veg · New Dish', 'New Dish', '(empty)', 'file'],
      ['Appetizers · Veg · Masala Fries', '(empty)', 'Masala Fries', 'form'],
      ['Appetizers · Veg · Paneer Tikka (6 pcs) · Dish name', 'Paneer Tikka', 'Paneer Tikka (6 pcs)', 'form'],
    ],
  );
});

merge('should let the form win every difference when the draft has no base', () => {
  const mine = copy(menu);
  veg(mine)[1].name = 'Paneer Tikka (6 pcs)';
  const theirs = copy(menu);
  veg(theirs)[0].price = 19500;
  const { merged, fields } = mergeDraft(undefined, mine, theirs);
  assert.equal(merged, mine);
  assert.equal(
    fields.map((f) => f.changedBy),
    ['both', 'both'],
  );
});

merge('should describe yes/no fields and lists of tags in words', () => {
  const theirs = copy(menu);
  veg(theirs)[1].popular = false;
  veg(theirs)[1].diet = ['veg'];
  const { merged, fields } = mergeDraft(menu, menu, theirs);
  const words = fieldsInWords(schema, { merged, mine: menu, theirs }, fields);
  assert.equal(
    words.map((w) => [w.where, w.theirs, w.mine, w.changedBy]),
    [
      ['Appetizers · Veg · Paneer Tikka · Diet tags', 'veg', 'veg, gluten-free', 'file'],
      ['Appetizers · Veg · Paneer Tikka · Popular', 'No', 'Yes', 'file'],
    ],
  );
});

merge.run();
