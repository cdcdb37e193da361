import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { describeValueChanges, summaryLine } from '../../../scripts/publish/change-words.ts';
import { moneyFieldsOf } from '../../../scripts/publish/value-words.ts';

/* What `kiln publish` says changed, in staff words, from a file's data before and after. */
const words = suite('publish: changes in staff words');

const money = moneyFieldsOf({
  properties: {
    items: { type: 'array', items: { properties: { price: { type: 'integer', unit: 'paise' } } } },
    fee: { type: 'integer', unit: 'rupees' },
  },
});
const menu = (price: number, extra: object[] = []) => ({
  categories: [{ id: 'mains', label: 'Mains', items: [{ id: 'paneer', name: 'Paneer Tikka', price }, ...extra] }],
});

words('should say a price in rupees, by the dish it belongs to', () => {
  assert.equal(describeValueChanges(menu(29000), menu(31000), money), ['Paneer Tikka ₹290 → ₹310']);
});

words('should say a named item added and removed, not the list that holds it', () => {
  const dosa = { id: 'dosa', name: 'Masala Dosa', price: 12000 };
  assert.equal(describeValueChanges(menu(29000), menu(29000, [dosa]), money), ['Mains: added Masala Dosa']);
  assert.equal(describeValueChanges(menu(29000, [dosa]), menu(29000), money), ['Mains: removed Masala Dosa']);
  const events = (names: string[]) => ({ events: names.map((title) => ({ title })) });
  assert.equal(describeValueChanges(events(['A']), events(['A', 'Diwali Clay Night']), money), [
    'added Diwali Clay Night',
  ]);
});

words('should say a field filled in or emptied as such, and a date as people write it', () => {
  const offer = (dates: object) => ({ items: [{ id: 'diwali', title: 'Diwali Week', ...dates }] });
  assert.equal(describeValueChanges(offer({}), offer({ startsOn: '2026-11-30' }), money), [
    'Diwali Week › Starts on set to 30 Nov 2026',
  ]);
  assert.equal(describeValueChanges(offer({ endsOn: '2026-12-02' }), offer({}), money), [
    'Diwali Week › Ends on removed (was 2 Dec 2026)',
  ]);
});

words('should name any other field, and whole rupees as rupees', () => {
  assert.equal(
    describeValueChanges(
      { soldOut: false, fee: 500, tagline: 'Old' },
      { soldOut: true, fee: 650, tagline: 'New' },
      money,
    ),
    ['Sold out no → yes', 'Fee ₹500 → ₹650', 'Tagline “Old” → “New”'],
  );
});

words('should say nothing for data that is the same, key order aside', () => {
  assert.equal(describeValueChanges({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, money), []);
});

words('should keep the line short: five changes, then how many more', () => {
  const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  assert.is(summaryLine(seven), 'a · b · c · d · e · and 2 more');
  assert.is(summaryLine(seven.slice(0, 5)), 'a · b · c · d · e');
});

words.run();
