import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compiledKey } from '../../../scripts/validate/compiled-schemas.ts';
import { loadSchemas } from '../../../scripts/validate/load-schemas.ts';
import { collectReferences } from '../../../scripts/validate/references.ts';

/*
 * The schemas' validators are compiled once and then loaded from standalone code in the cache:
 * the loaded ones must judge every file exactly as the compiled ones do, errors and all, since
 * the messages and pointers staff read are made from them.
 */
const compiled = suite('compiled schemas: cached validators judge as ajv does');

let cacheDir: string;
let schemaDir: string;
const read = async (file: string) => JSON.parse(await readFile(join('tests/fixtures/catalog', file), 'utf8'));
const validator = (loaded: Awaited<ReturnType<typeof loadSchemas>>, schema: string) => {
  const validate = loaded.compile(schema);
  if (typeof validate !== 'function') throw new Error(`no validator for ${schema}: ${JSON.stringify(validate)}`);
  return validate;
};
const judge = (validate: ValidateFunction, data: unknown) => {
  const { result, references } = collectReferences(() => validate(data));
  // A deep copy: errors carry the schema objects, which the compiled and loaded code hold apart.
  return JSON.parse(JSON.stringify({ result, errors: validate.errors ?? null, references }));
};

compiled.before.each(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'kiln-schemas-cache-'));
  schemaDir = await mkdtemp(join(tmpdir(), 'kiln-schemas-'));
  await cp('tests/fixtures/catalog/schemas', schemaDir, { recursive: true });
});
compiled.after.each(async () => {
  await rm(cacheDir, { recursive: true, force: true });
  await rm(schemaDir, { recursive: true, force: true });
});

compiled('should give the same verdicts, errors and references from the cache as from compiling', async () => {
  const fresh = await loadSchemas(schemaDir, { cacheDir });
  assert.equal(fresh.problems, []);
  const files = await readdir(cacheDir);
  assert.is(files.filter((f) => f.endsWith('.js')).length, 1, 'the code is cached once the schemas compiled');
  const cached = await loadSchemas(schemaDir, { cacheDir });
  assert.is.not(
    validator(cached, 'menu.schema.json'),
    validator(fresh, 'menu.schema.json'),
    'the second comes from the cache',
  );

  const menu = await read('menu.json');
  menu.categories[0]!.sections![0]!.items[0].price = 'free';
  menu.categories[0]!.sections![0]!.items[1].spicy = true;
  delete menu.categories[0]!.sections![0]!.items[2].name;
  const site = await read('site.json');
  site.socials[0].href = 'javascript:alert(1)';
  site.logo.src = 'logo.svg';
  const gallery = await read('gallery.json');
  gallery.photos[0].category = 'sculpture';
  gallery.photos[1].picture.src = 'images/gallery/../../secret.svg';
  const cases: [string, unknown][] = [
    ['menu.schema.json', menu],
    ['site.schema.json', site],
    ['gallery.schema.json', gallery],
    ['store.schema.json', await read('store.json')],
    ['hub.schema.json', { $schema: './schemas/hub.schema.json' }],
    ['pages.schema.json', []],
  ];
  for (const [schema, data] of cases) {
    const expected = judge(validator(fresh, schema), data);
    assert.equal(judge(validator(cached, schema), data), expected, schema);
  }
  assert.ok(
    judge(validator(cached, 'menu.schema.json'), menu).errors.length >= 3,
    'the broken menu has errors to compare',
  );
  assert.ok(
    judge(validator(cached, 'store.schema.json'), await read('store.json')).references.length > 0,
    'references are recorded',
  );
});

compiled('should cache nothing for schemas with a problem, and report it as it always did', async () => {
  await writeFile(join(schemaDir, 'faq.schema.json'), '{ "type": "object", ');
  const loaded = await loadSchemas(schemaDir, { cacheDir });
  assert.is(loaded.problems.length, 1);
  assert.match(loaded.problems[0]!.file, /faq\.schema\.json$/);
  assert.is(loaded.compile('faq.schema.json'), undefined, 'already reported');
  assert.equal(
    (await readdir(cacheDir)).filter((f) => f.endsWith('.js')),
    [],
  );
  const missing = loaded.compile('nope.schema.json');
  assert.ok(missing && typeof missing !== 'function' && /nope/.test(missing.message));
});

compiled('should answer a schema that is not there the same way from the cache', async () => {
  await loadSchemas(schemaDir, { cacheDir });
  const cached = await loadSchemas(schemaDir, { cacheDir });
  const uncached = await loadSchemas(schemaDir, { cacheDir: join(cacheDir, 'elsewhere-never-written') });
  assert.equal(cached.compile('nope.schema.json'), uncached.compile('nope.schema.json'));
});

compiled("should key the code by every schema's name and text", async () => {
  const names = (await readdir(schemaDir)).filter((n) => n.endsWith('.schema.json')).sort();
  const files = await Promise.all(
    names.map(async (name) => ({ name, text: await readFile(join(schemaDir, name), 'utf8') })),
  );
  const key = compiledKey(files);
  assert.ok(key);
  assert.is(compiledKey(files.map((f) => ({ ...f }))), key, 'the same schemas, the same key');
  assert.is.not(
    compiledKey(files.map((f, i) => (i === 0 ? { ...f, text: f.text.replace('"', ' "') } : f))),
    key,
    'a changed text',
  );
  assert.is.not(compiledKey(files.slice(1)), key, 'a schema fewer');
  assert.is.not(
    compiledKey(files.map((f, i) => (i === 0 ? { ...f, name: `x${f.name}` } : f))),
    key,
    'a renamed schema',
  );
});

compiled.run();
