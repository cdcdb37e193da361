import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { positionAt } from '../../../scripts/validate/locate.ts';
import { parseJson, textsLongerThan } from '../../../scripts/validate/parse-json.ts';

/** The first syntax error as "line:column message". */
function broken(text: string): string {
  const result = parseJson(text);
  if (result.ok) throw new Error('expected a syntax error');
  const { line, column } = positionAt(text, result.offset);
  return `${line}:${column} ${result.message}`;
}

const parse = suite('parseJson');

parse('should return the data of valid JSON', () => {
  assert.equal(parseJson('{ "a": [1, "b", null] }'), { ok: true, data: { a: [1, 'b', null] } });
});

parse('should say a comma or closing brace is missing between two fields, where the next one starts', () => {
  assert.is(broken('{\n  "a": 1\n  "b": 2\n}'), '3:3 broken JSON: expected a comma or closing brace');
});

parse('should say a comma or closing bracket is missing between two list items', () => {
  assert.is(broken('{ "a": [1\n 2] }'), '2:2 broken JSON: expected a comma or closing bracket');
});

parse('should explain a trailing comma in an object and in a list', () => {
  const message =
    'broken JSON: remove the comma before this closing bracket (JSON allows no comma after the last item)';
  assert.is(broken('{ "a": 1, }'), `1:11 ${message}`);
  assert.is(broken('{ "a": [1, 2,] }'), `1:14 ${message}`);
});

parse('should ask for double quotes around field names', () => {
  assert.is(broken('{ name: 1 }'), '1:3 broken JSON: field names must be written in double quotes, e.g. "name"');
});

parse('should point at a bare word used as a value', () => {
  assert.is(
    broken('{ "a": yes }'),
    '1:8 broken JSON: unexpected "yes": text must be in double quotes; other values are numbers, true, false or null',
  );
});

parse('should ask for true, false and null in lowercase when written as Python or Excel write them', () => {
  assert.is(broken('{ "popular": True }'), '1:14 broken JSON: unexpected "True": write true in lowercase');
  assert.is(broken('{ "a": [FALSE, 1] }'), '1:9 broken JSON: unexpected "FALSE": write false in lowercase');
  assert.is(broken('{\n  "note": Null\n}'), '2:11 broken JSON: unexpected "Null": write null in lowercase');
});

parse('should say curly quotes are not JSON quotes, pointing at the first, wherever the editor put them', () => {
  const message = 'broken JSON: your editor put in curly quotes (“ ” or ‘ ’): JSON needs straight double quotes "';
  assert.is(broken('{ “name”: "Latte" }'), `1:3 ${message}`);
  assert.is(broken('{ "name": “Latte” }'), `1:11 ${message}`);
  assert.is(broken("{ ‘name’: 'Latte' }"), `1:3 ${message}`);
  assert.is(
    broken('{\n  "name”: "Latte",\n  "price": 1\n}'),
    `2:8 ${message}`,
    'a straight quote closed by a curly one',
  );
  assert.is(broken('{\n  "name": "Latte”,\n  "price": 1\n}'), `2:17 ${message}`);
});

parse('should leave curly quotes inside text alone when something else broke the line', () => {
  assert.is(
    broken('{ "tagline": "“Where Food Meets Art”, they say" "a": 1 }'),
    '1:49 broken JSON: expected a comma or closing brace',
  );
  assert.is(broken('{ "note": "India’s first" "a": 1 }'), '1:27 broken JSON: expected a comma or closing brace');
});

parse('should reject comments, which JSON does not allow', () => {
  assert.is(broken('{\n  // note\n  "a": 1\n}'), '2:3 broken JSON: comments are not allowed in JSON');
});

parse('should explain an empty file, a missing colon, an unclosed text and an unclosed brace', () => {
  assert.is(broken('  \n'), '1:1 broken JSON: the file is empty (it needs at least { })');
  assert.is(broken('{ "a" 1 }'), '1:7 broken JSON: expected a colon (:) after the field name');
  assert.is(broken('{ "a": "x }'), '1:8 broken JSON: this text is missing its closing double quote');
  assert.is(broken('{ "a": { "b": 1 }'), '1:18 broken JSON: expected a closing brace }');
});

parse('should explain text after the end of the data', () => {
  assert.is(broken('{ "a": 1 } }'), '1:12 broken JSON: unexpected text after the end of the data');
});

parse.run();

const long = suite('textsLongerThan');

long('should find every text and field name longer than the limit, at any depth, with where it is and how long', () => {
  const text = JSON.stringify({ a: [{ note: 'x'.repeat(12) }], ['k/'.repeat(6)]: 1, short: 'ok' });
  assert.equal(
    textsLongerThan(text, JSON.parse(text), 10).sort((x, y) => x.pointer.localeCompare(y.pointer)),
    [
      { pointer: '/a/0/note', atKey: false, length: 12 },
      { pointer: `/${'k~1'.repeat(6)}`, atKey: true, length: 12 },
    ],
  );
});

long('should find none in a file longer than the limit whose texts are all shorter', () => {
  const text = JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => `item ${i}`) });
  assert.ok(text.length > 100);
  assert.equal(textsLongerThan(text, JSON.parse(text), 100), []);
});

long.run();
