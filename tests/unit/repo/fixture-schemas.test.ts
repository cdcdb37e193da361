import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXTURE_CATALOG } from '../../fixture-catalog-dir.ts';

/*
 * The schemas are Kiln's, not the café's: each catalogue carries a copy (its files name them, so
 * editors autocomplete), the sample's and the tests' alike. A schema changed in one and not the
 * other would test a shape the café does not have: they must be the same, file for file. The one
 * test that reads the sample's folder, and only its schemas (tests-own-catalogue.test.ts knows).
 */
const schemas = suite("the tests' schemas are the sample's");

const SAMPLE_SCHEMAS = join(import.meta.dirname, '..', '..', '..', 'catalog', 'schemas');

schemas('should be the same files, byte for byte', async () => {
  const ours = join(FIXTURE_CATALOG, 'schemas');
  const names = (await readdir(SAMPLE_SCHEMAS)).sort();
  assert.equal((await readdir(ours)).sort(), names, 'the same files');
  for (const name of names) {
    const same = (await readFile(join(SAMPLE_SCHEMAS, name), 'utf8')) === (await readFile(join(ours, name), 'utf8'));
    assert.ok(
      same,
      `tests/fixtures/catalog/schemas/${name} differs from catalog/schemas/${name}: copy the schema over`,
    );
  }
});

schemas.run();
