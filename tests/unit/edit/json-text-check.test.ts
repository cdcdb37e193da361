import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkJsonText, offsetOf, positionOf } from '../../../editor/json-text-check.ts';

/* A broken file's text, checked in the browser as staff type: where it breaks, in plain words. */

const check = suite('json text check');

check('should find nothing wrong in a file that reads', () => {
  assert.is(checkJsonText('{ "a": [1, 2] }'), undefined);
});

check('should name the line and column of a lost comma', () => {
  const problem = checkJsonText('{\n  "a": 1\n  "b": 2\n}');
  assert.equal({ line: problem?.line, column: problem?.column }, { line: 3, column: 3 });
  assert.match(problem!.message, 'a comma is missing');
});

check('should refuse a comma after the last item, and an empty file', () => {
  assert.is(checkJsonText('{ "a": [1, 2,] }')?.column, 14);
  assert.match(checkJsonText('  ')!.message, 'empty');
});

check('should turn line and column into an offset and back', () => {
  const text = 'ab\ncde\nf';
  assert.is(offsetOf(text, 2, 2), 4);
  assert.equal(positionOf(text, 4), { line: 2, column: 2 });
  assert.is(offsetOf(text, 2, 99), 6, 'kept on its line');
  assert.is(offsetOf(text, 9, 1), 7, 'kept within the text');
});

check.run();
