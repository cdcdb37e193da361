import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BAKERY_CATALOG, FIXTURE_CATALOG } from '../../fixture-catalog-dir.ts';

/*
 * The schemas are Kiln's, not the café's: each catalogue carries a copy (its files name them, so
 * editors autocomplete), the sample's and the tests' alike. A schema changed in one and not the
 * other would test a shape the café does not have: they must be the same, file for file. The one
 * test that reads the sample's folder, and only its schemas (tests-own-catalogue.test.ts knows).
 */
const schemas = suite("the tests' schemas are the sample's (the bakery's too)");

const SAMPLE_SCHEMAS = join(import.meta.dirname, '..', '..', '..', 'catalog', 'schemas');

for (const [name, catalogue] of [
  ['tests/fixtures/catalog', FIXTURE_CATALOG],
  ['tests/fixtures/bakery', BAKERY_CATALOG],
] as const)
  schemas(`should be the same files, byte for byte, in ${name}`, async () => {
    const ours = join(catalogue, 'schemas');
    const names = (await readdir(SAMPLE_SCHEMAS)).sort();
    assert.equal((await readdir(ours)).sort(), names, 'the same files');
    for (const file of names) {
      const same = (await readFile(join(SAMPLE_SCHEMAS, file), 'utf8')) === (await readFile(join(ours, file), 'utf8'));
      assert.ok(same, `${name}/schemas/${file} differs from catalog/schemas/${file}: copy the schema over`);
    }
  });

schemas.run();
