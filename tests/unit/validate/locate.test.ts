import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { locatePointer, positionAt, textLocator } from '../../../scripts/validate/locate.ts';
import { pointerOf, pointerSegments } from '../../../site/core/lib/json-pointer.ts';

const text = `{
  "hotCoffee": [
    { "id": "latte", "price": 19000 },
    { "id": "mocha",
      "price": "290" }
  ],
  "routes": { "/about": { "title": "About" }, "404": 1 },
  "a~b": true
}`;

const locate = suite('locatePointer');

locate('should put the whole file at 1:1', () => {
  assert.equal(locatePointer(text, ''), { line: 1, column: 1 });
});

locate('should find a nested value by field names and array indexes', () => {
  assert.equal(locatePointer(text, '/hotCoffee/1/price'), { line: 5, column: 16 });
  assert.equal(locatePointer(text, '/hotCoffee/0'), { line: 3, column: 5 });
});

locate('should point at the field name when asked for the key', () => {
  assert.equal(locatePointer(text, '/hotCoffee/1/price', { key: true }), { line: 5, column: 7 });
});

locate('should unescape ~1 and ~0 and read numeric-looking field names as names', () => {
  assert.equal(locatePointer(text, '/routes/~1about/title'), { line: 7, column: 36 });
  assert.equal(locatePointer(text, '/routes/404'), { line: 7, column: 54 });
  assert.equal(locatePointer(text, '/a~0b'), { line: 8, column: 10 });
});

locate('should fall back to the nearest existing parent for a pointer that does not exist', () => {
  assert.equal(locatePointer(text, '/hotCoffee/1/name'), { line: 4, column: 5 });
  assert.equal(locatePointer(text, '/hotCoffee/7/price'), { line: 2, column: 16 });
});

locate('should read a field name written with escapes as the name it is', () => {
  const escaped = '{\n  "caf\\u00e9": { "a\\"b": [1, {"x": 2}] }\n}';
  assert.equal(locatePointer(escaped, '/café/a"b/1/x'), { line: 2, column: 36 });
});

locate('should still place what it can in text that does not end as JSON should', () => {
  assert.equal(locatePointer('{"a": [1, 2', '/a/1'), { line: 1, column: 11 });
});

locate('should answer 1:1 for text that is not JSON at all', () => {
  assert.equal(locatePointer('', '/a'), { line: 1, column: 1 });
});

locate('should answer every question about one text as a single one is answered', () => {
  const locator = textLocator(text);
  assert.equal(locator.pointer('/hotCoffee/1/price'), locatePointer(text, '/hotCoffee/1/price'));
  assert.equal(locator.pointer('/hotCoffee/1/price', { key: true }), { line: 5, column: 7 });
  assert.equal(locator.pointer('/hotCoffee/7/price'), { line: 2, column: 16 });
  // Counted independently: the lines before the offset, and the characters since the last of them.
  for (let offset = 0; offset <= text.length; offset++) {
    const before = text.slice(0, offset).split('\n');
    assert.equal(locator.at(offset), { line: before.length, column: before.at(-1)!.length + 1 }, `offset ${offset}`);
  }
  assert.equal(textLocator('').at(0), { line: 1, column: 1 });
  assert.equal(textLocator('').pointer('/a'), { line: 1, column: 1 });
});

locate.run();

const pointers = suite('JSON pointers');

pointers('should split and join pointers with RFC 6901 escapes', () => {
  assert.equal(pointerSegments('/routes/~1about/0'), ['routes', '/about', 0]);
  assert.equal(pointerSegments(''), []);
  assert.is(pointerOf(['routes', '/about', 'a~b', 3]), '/routes/~1about/a~0b/3');
});

pointers('should count lines and columns from 1, across CRLF line ends', () => {
  assert.equal(positionAt('ab\r\ncd', 5), { line: 2, column: 2 });
  assert.equal(positionAt('abc', 0), { line: 1, column: 1 });
});

pointers.run();
