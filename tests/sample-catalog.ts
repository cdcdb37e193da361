import { validateCatalog } from '../scripts/validate/validate-catalog.ts';
import type { Catalog } from '../site/core/catalog/catalog-keys.ts';
import { OPTIONAL_CATALOG_KEYS } from '../site/core/catalog/optional-files.ts';

/** The sample has every file, optional ones too (site/core/catalog/optional-files.ts), but pages of its own. */
export type SampleCatalog = Required<Omit<Catalog, 'contentPages'>> & Pick<Catalog, 'contentPages'>;

let loaded: Promise<SampleCatalog> | undefined;

/**
 * The tests' own catalogue (tests/fixtures/catalog/), validated once per test process. Each call gets its own deep copy, so a
 * test may change it freely. Throws, naming the first problem, when the sample is invalid.
 */
export async function sampleCatalog(): Promise<SampleCatalog> {
  loaded ??= validateCatalog('tests/fixtures/catalog').then(({ catalog, problems }) => {
    if (!catalog) throw new Error(`the sample catalogue is invalid: ${JSON.stringify(problems[0])}`);
    const lost = OPTIONAL_CATALOG_KEYS.find(
      (key) => key !== 'contentPages' && catalog[key as keyof typeof catalog] === undefined,
    );
    if (lost) throw new Error(`the sample catalogue has lost a file: ${lost}`);
    return catalog as SampleCatalog;
  });
  return structuredClone(await loaded);
}
