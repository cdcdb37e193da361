import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CATALOG_KEYS, catalogFileName } from '../../../site/core/catalog/catalog-keys.ts';
import { loadSchemas } from '../../../scripts/validate/load-schemas.ts';
import { formatProblem, type Problem } from '../../../site/core/problems/problem.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { makeFixture } from '../../cli/fixture.ts';
import { addOwnPages } from '../../own-pages-fixture.ts';

const schemas = suite('catalogue schemas');

schemas('should all compile with ajv in strict mode', async () => {
  const names = (await readdir('tests/fixtures/catalog/schemas')).filter((n) => n.endsWith('.schema.json'));
  const loaded = await loadSchemas('tests/fixtures/catalog/schemas');
  assert.equal(loaded.problems.map(formatProblem), []);
  for (const name of names) {
    const compiled = loaded.compile(name);
    assert.type(compiled, 'function', `${name}: ${compiled && typeof compiled === 'object' ? compiled.message : ''}`);
  }
});

schemas('should exist for every catalogue file, named in its "$schema", with descriptions for editors', async () => {
  for (const key of CATALOG_KEYS) {
    const name = catalogFileName(key);
    // The sample has every file but content-pages.json (pages of the café's own): its schema is there all the same.
    if (key !== 'contentPages') {
      const data = JSON.parse(await readFile(join('tests/fixtures/catalog', name), 'utf8'));
      assert.is(data.$schema, `./schemas/${name.replace('.json', '.schema.json')}`, name);
    }
    const schema = JSON.parse(
      await readFile(join('tests/fixtures/catalog/schemas', name.replace('.json', '.schema.json')), 'utf8'),
    );
    assert.is(schema.$schema, 'https://json-schema.org/draft/2020-12/schema', name);
    assert.type(schema.description, 'string', `${name} schema has a description`);
  }
});

schemas.run();

const catalogue = suite('validateCatalog');

catalogue('should find the sample catalogue valid and return it', async () => {
  const { catalog, problems } = await validateCatalog('tests/fixtures/catalog');
  assert.equal(problems.map(formatProblem), []);
  assert.is(catalog?.site.tagline, 'Where Food Meets Art');
  assert.ok(catalog?.pages.routes['/']);
});

/** Problems of a fixture with the fixture's folder shown as "<dir>", minus those of the untouched sample. */
async function problemsOf(
  scenario: string,
  breakIt: Parameters<typeof makeFixture>[1],
): Promise<{ lines: string[]; result: Awaited<ReturnType<typeof validateCatalog>> }> {
  const fixture = await makeFixture(scenario, breakIt);
  const result = await validateCatalog(fixture.dir).finally(fixture.cleanup);
  const baseline = new Set(
    (await validateCatalog('tests/fixtures/catalog')).problems.map((p) =>
      formatProblem({ ...p, file: p.file.replace(/^catalog\//, '') }),
    ),
  );
  const lines = result.problems
    .map((p: Problem) => formatProblem({ ...p, file: p.file.replace(`${fixture.dir}/`, '') }))
    .filter((l) => !baseline.has(l));
  return { lines, result };
}

catalogue('should report a missing catalogue file and a missing schema, and return no catalogue', async () => {
  const { lines, result } = await problemsOf('missing-files', async (f) => {
    await f.remove('contact.json');
    await f.remove('schemas/faq.schema.json');
  });
  assert.is(result.catalog, undefined);
  assert.equal(lines, [
    'contact.json:1:1 file not found: every catalogue needs it (start with { "$schema": "./schemas/contact.schema.json" })',
    'schemas/faq.schema.json:1:1 schema file not found: faq.json is checked against it',
  ]);
});

catalogue('should report a broken schema file and a schema that is not valid JSON Schema', async () => {
  const { lines } = await problemsOf('broken-schemas', async (f) => {
    await f.writeText('schemas/press.schema.json', '{ "type": "object" "x": 1 }');
    await f.writeText('schemas/faq.schema.json', '{ "type": "object", "propertys": {} }');
  });
  assert.equal(lines, [
    'schemas/faq.schema.json:1:1 is not a valid JSON Schema: strict mode: unknown keyword: "propertys"',
    'schemas/press.schema.json:1:20 broken JSON: expected a comma or closing brace',
  ]);
});

catalogue('should report every problem in every file, sorted by file then line', async () => {
  const { lines } = await problemsOf('many', async (f) => {
    await f.editJson('site.json', (s) => {
      s.urls.site = 'theclaytable.in';
      s.phone = 98450;
    });
    await f.editJson('pages.json', (p) => {
      p.notFound.heading = '';
    });
  });
  assert.is(lines.length, 3);
  assert.match(lines[0]!, /^pages\.json:\d+:\d+ \/notFound\/heading must not be empty$/);
  assert.match(lines[1]!, /^site\.json:\d+:\d+ \/phone must be text in double quotes, got 98450$/);
  assert.match(
    lines[2]!,
    /^site\.json:\d+:\d+ \/urls\/site must be a full web address starting with https:\/\/, got "theclaytable.in"$/,
  );
  const lineOf = (l: string) => Number(l.split(':')[1]);
  assert.ok(lineOf(lines[1]!) < lineOf(lines[2]!));
});

/** Every link in a catalogue file: hrefs, *Url fields and any other web address, by JSON pointer. */
function findLinks(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') {
    const key = path.at(-1) ?? '';
    const isLink = key === 'href' || /url$/i.test(key) || /^[a-z]+:\/\//i.test(value);
    return isLink && key !== '$schema' ? [pointerOf(path)] : [];
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => findLinks(v, [...path, k]));
}

catalogue('should refuse javascript: in every link of the sample catalogue, whatever its field', async () => {
  const planted: string[] = [];
  // With pages of the café's own, whose links are checked too.
  const fixture = await makeFixture('javascript-everywhere', (f) => addOwnPages(f.dir));
  try {
    for (const key of CATALOG_KEYS) {
      const file = catalogFileName(key);
      await fixture.editJson(file, (data) => {
        for (const pointer of findLinks(data)) {
          const path = pointer
            .split('/')
            .slice(1)
            .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
          const parent = path.slice(0, -1).reduce((node: any, k) => node[k], data);
          parent[path.at(-1)!] = 'javascript:alert(1)';
          planted.push(`${file}${pointer}`);
        }
      });
    }
    const { problems } = await validateCatalog(fixture.dir);
    const refused = new Set(problems.map((p) => `${p.file.replace(`${fixture.dir}/`, '')}${p.pointer}`));
    assert.ok(planted.length > 30, `found only ${planted.length} links`);
    assert.equal(
      planted.filter((link) => !refused.has(link)),
      [],
      'links that accept javascript:',
    );
  } finally {
    await fixture.cleanup();
  }
});

catalogue.run();
