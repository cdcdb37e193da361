import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isRecord } from '../../../site/core/lib/is-record.ts';

const SCHEMAS = 'tests/fixtures/catalog/schemas';

/** Words staff should never meet in a label or its help: file names, programmers' words, page anchors. */
const NOT_STAFF_WORDS: [RegExp, string][] = [
  [/\.json/i, 'a file name'],
  [/json/i, '"JSON"'],
  [/true\/false|\btrue\b.*\bfalse\b/i, '"true/false"'],
  [/<h\d?>?/i, 'a heading tag'],
  [/(^|[\s"'(/])#[a-z][\w-]*/, 'a page anchor like "#faq"'],
  [/\b(object|array|boolean|pointer|string|fields?)\b/i, "a programmer's word"],
];

interface Field {
  where: string;
  node: Record<string, unknown>;
}

/** Every field a form shows: properties, list items, shared definitions and map values; a bare "$ref" is its definition's. */
function fieldsOf(node: unknown, where: string, out: Field[] = []): Field[] {
  if (!isRecord(node)) return out;
  const refOnly = typeof node.$ref === 'string' && Object.keys(node).length === 1;
  if (!refOnly && where.includes('#/')) out.push({ where, node });
  for (const key of ['properties', '$defs'] as const) {
    const map = node[key];
    if (isRecord(map)) for (const [name, child] of Object.entries(map)) fieldsOf(child, `${where}/${key}/${name}`, out);
  }
  if (isRecord(node.items)) fieldsOf(node.items, `${where}/items`, out);
  if (isRecord(node.additionalProperties)) fieldsOf(node.additionalProperties, `${where}/additionalProperties`, out);
  return out;
}

const fields = readdirSync(SCHEMAS)
  .filter((name) => name.endsWith('.schema.json'))
  .flatMap((name) => fieldsOf(JSON.parse(readFileSync(join(SCHEMAS, name), 'utf8')), `${name}#`));

const words = suite('schema words for staff');

words('finds the fields of every schema', () => {
  assert.ok(fields.length > 1300, `only ${fields.length} fields found`);
  assert.ok(
    fields.some(
      (f) =>
        f.where === 'menu.schema.json#/$defs/menuItem/properties/name' || f.where.startsWith('menu.schema.json#/$defs'),
    ),
  );
  assert.ok(fields.some((f) => f.where.endsWith('/additionalProperties')));
});

words('every field has a title and a one-line help', () => {
  const missing = fields.filter(({ node }) => typeof node.title !== 'string' || !node.title.trim()).map((f) => f.where);
  assert.equal(missing, [], `fields without a title: ${missing.join(', ')}`);
  const unhelped = fields
    .filter(({ node }) => typeof node.description !== 'string' || !node.description.trim())
    .map((f) => f.where);
  assert.equal(unhelped, [], `fields without a description: ${unhelped.join(', ')}`);
});

words("no title or help names a file, a tag, an anchor or a programmer's word", () => {
  const found: string[] = [];
  for (const { where, node } of fields) {
    for (const key of ['title', 'description'] as const) {
      const text = node[key];
      if (typeof text !== 'string') continue;
      for (const [pattern, what] of NOT_STAFF_WORDS)
        if (pattern.test(text)) found.push(`${where} ${key} has ${what}: ${text}`);
    }
  }
  assert.equal(found, [], found.join('\n'));
});

words('the check itself catches each kind of word', () => {
  const caught = (text: string) => NOT_STAFF_WORDS.some(([pattern]) => pattern.test(text));
  for (const text of [
    'Set in site.json',
    'true/false',
    'The only <h1>',
    'Links to #press-social-proof',
    'A JSON list',
    'An array of dishes',
  ]) {
    assert.ok(caught(text), text);
  }
  for (const text of [
    'The colour code, e.g. "#25645F"',
    'A page of this site, e.g. "/menu"',
    'Tick for a day the café is closed',
  ]) {
    assert.not.ok(caught(text), text);
  }
});

words.run();
