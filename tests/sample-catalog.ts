import { validateCatalog } from '../scripts/validate/validate-catalog.ts';
import type { Catalog } from '../site/core/catalog/catalog-keys.ts';

/** The sample has every file, optional ones too (site/core/catalog/optional-files.ts). */
export type SampleCatalog = Required<Catalog>;

let loaded: Promise<SampleCatalog> | undefined;

/**
 * The tests' own catalogue (tests/fixtures/catalog/), validated once per test process. Each call gets its own deep copy, so a
 * test may change it freely. Throws, naming the first problem, when the sample is invalid.
 */
export async function sampleCatalog(): Promise<SampleCatalog> {
  loaded ??= validateCatalog('tests/fixtures/catalog').then(({ catalog, problems }) => {
    if (!catalog) throw new Error(`the sample catalogue is invalid: ${JSON.stringify(problems[0])}`);
    if (!catalog.packages || !catalog.crashCourse || !catalog.careers)
      throw new Error('the sample catalogue has lost a file');
    return catalog as SampleCatalog;
  });
  return structuredClone(await loaded);
}
