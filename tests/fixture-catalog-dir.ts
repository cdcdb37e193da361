import { join, relative } from 'node:path';

/**
 * The tests' own catalogue: a frozen copy of the sample, so staff may rename, reprice and reorder
 * anything in catalog/ (the café's) and `npm test` stays green. Its schemas/ is a copy of
 * catalog/schemas/ (Kiln's, not the café's): a link let tests that break a copied catalogue's schema
 * write through it into catalog/schemas/. Change a schema in both.
 * tests/unit/repo/tests-own-catalogue.test.ts keeps every test on this folder.
 */
export const FIXTURE_CATALOG = join(import.meta.dirname, 'fixtures', 'catalog');

/** The same folder relative to the repository (the tests' working folder), as a CLI argument or a message shows it. */
export const FIXTURE_CATALOG_PATH = relative(join(import.meta.dirname, '..'), FIXTURE_CATALOG);

/**
 * A second café (issue 36 part 7): Crumb & Co., a small bakery with only the files it needs, its own
 * menu, pages and a pale brand colour. Built beside the sample by tests/e2e/second-cafe*.test.ts and
 * tests/cli/second-cafe-build.test.ts. Its schemas/ is a copy of catalog/schemas/ too.
 */
export const BAKERY_CATALOG = join(import.meta.dirname, 'fixtures', 'bakery');

/** The same folder relative to the repository, as a CLI argument or a message shows it. */
export const BAKERY_CATALOG_PATH = relative(join(import.meta.dirname, '..'), BAKERY_CATALOG);
