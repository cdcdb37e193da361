import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { storedPrice, typedPrice } from '../../../site/core/commerce/price-units.ts';
import { priceBoxSign } from '../../../editor/form/price-box-words.ts';
import { suggestDisplayDate } from '../../../editor/form/suggest-display-date.ts';
import { pointerOf, sameJson, segmentsOf, valueAt, withMoved } from '../../../site/core/lib/json-pointer.ts';
import { aboutFile, itemLabel, labelOf } from '../../../editor/staff-words.ts';

/** The editor's own logic: prices as guests read them, places in a file, and names in staff words. */
const fields = suite('editor fields');

fields('prices are typed as guests read them and stored in the unit the catalogue asks', () => {
  assert.is(typedPrice(29000, 'paise'), '290');
  assert.is(typedPrice(29050, 'paise'), '290.50');
  assert.is(typedPrice(4500, 'rupees'), '4500');
  assert.is(typedPrice(undefined, 'paise'), '');
  assert.is(storedPrice('310', 'paise'), 31000);
  assert.is(storedPrice('₹1,299.5', 'paise'), 129950);
  assert.is(storedPrice('12.50', 'cents'), 1250);
  assert.is(storedPrice('4500', 'rupees'), 4500);
  assert.is(storedPrice('', 'paise'), undefined);
  // Not a price: kept as typed, for the catalogue's check to word.
  assert.is(storedPrice('2 90', 'paise'), '2 90');
  assert.is(storedPrice('290.555', 'paise'), '290.555');
  assert.is(priceBoxSign('inr'), '₹');
  assert.is(priceBoxSign('usd'), '$');
  assert.is(priceBoxSign('not a currency'), '₹');
});

fields('places in a file are JSON pointers, as kiln validate writes them', () => {
  assert.is(pointerOf(['categories', 0, 'sections', 0, 'items', 1, 'price']), '/categories/0/sections/0/items/1/price');
  assert.is(pointerOf(['a/b', 'c~d']), '/a~1b/c~0d');
  assert.equal(segmentsOf('/a~1b/c~0d'), ['a/b', 'c~d']);
  assert.is(pointerOf([]), '');
  const data = { events: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] };
  assert.is(valueAt(data, '/events/1/id'), 'b');
  assert.is(valueAt(data, '/events/9/id'), undefined);
  const moved = withMoved(data, '/events', 0, 2) as typeof data;
  assert.equal(
    moved.events.map((e) => e.id),
    ['b', 'c', 'a'],
  );
  assert.equal(
    data.events.map((e) => e.id),
    ['a', 'b', 'c'],
    'the form’s data is not changed in place',
  );
  assert.is(withMoved(data, '/events', 0, 3), data, 'a move out of the list changes nothing');
  assert.ok(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }), 'key order does not matter');
  assert.ok(sameJson({ a: 1, gone: undefined }, { a: 1 }), 'an emptied field is no field');
  assert.not.ok(sameJson({ a: [1, 2] }, { a: [2, 1] }), 'list order does');
});

fields('names are in staff words', () => {
  assert.is(labelOf('mainCourse'), 'Main course');
  assert.is(labelOf('href'), 'Link address');
  assert.is(itemLabel({ id: 'paneer-tikka', name: 'Paneer Tikka' }, 1), 'Paneer Tikka');
  assert.is(itemLabel({ price: 100 }, 3), 'Item 4');
  assert.is(aboutFile('catalog/about.json: the /about page.'), 'The /about page.');
  assert.is(aboutFile('Open roles on /careers.'), 'Open roles on /careers.');
});

fields('an event’s display date is suggested from its date', () => {
  assert.is(suggestDisplayDate('2025-10-05', false), 'Sunday, 5 October 2025');
  assert.is(suggestDisplayDate('2025-06-07', true), 'Every Saturday');
  assert.is(suggestDisplayDate('2025-02-30', false), undefined);
  assert.is(suggestDisplayDate(undefined, false), undefined);
});

fields.run();
