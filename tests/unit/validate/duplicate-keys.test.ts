import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { findDuplicateKeys } from '../../../scripts/validate/duplicate-keys.ts';
import { formatProblem } from '../../../site/core/problems/problem.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import { makeFixture } from '../../cli/fixture.ts';

const duplicates = suite('findDuplicateKeys: a field given twice in one block');

const find = (text: string) =>
  findDuplicateKeys(text, JSON.parse(text)).map(({ key, pointer, firstLine, line }) => ({
    key,
    pointer,
    firstLine,
    line,
  }));

duplicates('should find a field given twice in the same block, with both lines, at any depth', () => {
  const text = '{\n  "items": [\n    { "id": "latte", "price": 19000,\n      "price": 21000 }\n  ],\n  "items": []\n}';
  assert.equal(find(text), [
    { key: 'price', pointer: '/items/0/price', firstLine: 3, line: 4 },
    { key: 'items', pointer: '/items', firstLine: 2, line: 6 },
  ]);
});

duplicates(
  'should not mistake the same name in different blocks, or text that looks like a field, for a second one',
  () => {
    assert.equal(find('{ "a": { "price": 1 }, "b": { "price": 2 }, "c": [{ "price": 3 }, { "price": 4 }] }'), []);
    assert.equal(find('{ "note": "a \\": b", "list": [":", ": c"], "price": 1 }'), []);
  },
);

duplicates(
  'should count the names of a file with a text of ten million characters, which overflowed a backtracking regex',
  () => {
    const long = 'a'.repeat(10_000_000);
    assert.equal(find(`{ "note": "${long}", "price": 1,\n  "price": 2 }`), [
      { key: 'price', pointer: '/price', firstLine: 1, line: 2 },
    ]);
    assert.equal(find(`{ "note": "${long}", "price": 1 }`), []);
  },
);

duplicates(
  'should tell an escaped quote, or an escaped backslash before the closing one, from the end of a text',
  () => {
    const escaped = 'a\\"'.repeat(1_000);
    assert.equal(find(`{ "note": "${escaped}\\\\", "price": 1 }`), []);
    assert.equal(find(`{ "note": "${escaped}", "price": 1,\n  "price": 2 }`), [
      { key: 'price', pointer: '/price', firstLine: 1, line: 2 },
    ]);
  },
);

duplicates.run();

const inCatalogue = suite('validateCatalog: a field given twice');

inCatalogue('should warn, naming the field and both lines, and still return the catalogue', async () => {
  const fixture = await makeFixture('duplicate-key', async (f) => {
    const text = await f.readText('menu.json');
    await f.writeText('menu.json', text.replace('"price": 19000 }', '"price": 19000,\n          "price": 21000 }'));
  });
  try {
    const { catalog, problems, warnings } = await validateCatalog(fixture.dir);
    assert.equal(problems, []);
    assert.ok(catalog, 'a warning does not stop the catalogue');
    const line = (await fixture.readText('menu.json')).split('\n').findIndex((l) => l.includes('"price": 21000')) + 1;
    assert.equal(
      warnings.map((w) => formatProblem({ ...w, file: w.file.replace(`${fixture.dir}/`, '') })),
      [
        `menu.json:${line}:11 /categories/0/sections/0/items/0/price warning: "price" is given twice in this block, on lines ${line - 1} and ${line}: only the last one counts, so delete the other`,
      ],
    );
  } finally {
    await fixture.cleanup();
  }
});

inCatalogue.run();
