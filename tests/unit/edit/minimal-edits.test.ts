import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { minimalEdits } from '../../../scripts/edit/minimal-edits.ts';

const CATALOG = join(import.meta.dirname, '../../fixtures/catalog');
const files = (await readdir(CATALOG)).filter((f) => f.endsWith('.json'));
const edits = suite('minimalEdits: a save changes only what changed');

/** The lines of `after` that differ from `before`'s, by position (enough for edits that keep the line count). */
const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split('\n'), after.split('\n')];
  return b.filter((line, i) => line !== a[i]);
};

edits('should leave every catalogue file byte for byte as it is when nothing changed', async () => {
  assert.ok(files.length >= 20, `${files.length} catalogue files`);
  for (const file of files) {
    const text = await readFile(join(CATALOG, file), 'utf8');
    const value = parse(text);
    assert.is(minimalEdits(text, value, structuredClone(value)), text, file);
  }
});

edits('should change one line for one price, and keep $schema, key order and everything else', async () => {
  const text = await readFile(join(CATALOG, 'menu.json'), 'utf8');
  const value = parse(text);
  const changed = structuredClone(value);
  const dish = changed.categories[0]!.sections![0]!.items[0];
  dish.price = dish.price + 2000;
  const saved = minimalEdits(text, value, changed);
  assert.equal(changedLines(text, saved).length, 1);
  assert.match(changedLines(text, saved)[0]!, String(dish.price));
  assert.equal(parse(saved), changed);
  assert.ok(
    saved.startsWith(text.slice(0, text.indexOf('categories'))),
    'the head of the file, $schema included, untouched',
  );
});

edits("should add and remove keys and list items in place, in the file's own indentation", () => {
  const text = '{\n    "$schema": "./schemas/x.json",\n    "a": 1,\n    "list": [1, 2],\n    "gone": true\n}\n';
  const before = parse(text);
  const after = { $schema: './schemas/x.json', a: 1, list: [1, 2, 3], added: 'yes' };
  const saved = minimalEdits(text, before, after);
  assert.equal(parse(saved), after);
  assert.match(saved, '\n    "a": 1,', 'untouched, in its indentation');
  assert.match(saved, /\n {4}"added": "yes"/, "a new key in the file's indentation");
  assert.not.match(saved, 'gone');
});

edits.run();
