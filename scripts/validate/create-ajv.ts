import Ajv, { _, Name, type KeywordCxt, type Options } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { addKilnFormats, FORMATS_NAME } from './formats.ts';
import { RECORD_REFERENCE, recordReference, REFERENCE_KEYWORD } from './references.ts';

/**
 * Strict (a typo in a schema keyword is an error, not silently ignored), every error reported,
 * with the failing value and schema attached so messages can quote them. Not strictRequired: it
 * rejects the usual "one of these fields" pattern (oneOf of required lists).
 */
const AJV_OPTIONS: Options = {
  allErrors: true,
  verbose: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
};

/**
 * The one ajv setup for validating the catalogue and for checking the schemas themselves. With
 * `standalone`, it keeps each validator's source so standaloneSchemas can write them out.
 */
export function createAjv({ standalone = false } = {}): Ajv {
  const ajv = new Ajv({
    ...AJV_OPTIONS,
    ...(standalone ? { code: { source: true, formats: _`${new Name(FORMATS_NAME)}` } } : {}),
  });
  addKilnFormats(ajv);
  addReferenceKeyword(ajv);
  // An annotation for messages: "must be a whole number (paise)". Validates nothing.
  ajv.addKeyword({ keyword: 'unit', schemaType: 'string' });
  // For the editor: which of a file's fields its form shows together, under which heading. Validates nothing.
  ajv.addKeyword({ keyword: 'formGroups', schemaType: 'array' });
  return ajv;
}

/** The keyword references.ts's markReferences places beside each Kiln format: it records the value it meets. */
function addReferenceKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: REFERENCE_KEYWORD,
    schemaType: 'string',
    // Code, not a validate function: ajv can write a validator that calls a named function into
    // standalone code, but not one that holds a function it was given.
    code(cxt: KeywordCxt) {
      const { gen, data, schemaCode, it } = cxt;
      const record = gen.scopeValue('keyword', { ref: recordReference, code: _`${new Name(RECORD_REFERENCE)}` });
      gen.code(_`${record}(${schemaCode}, ${data}, ${new Name('instancePath')} + ${it.errorPath})`);
    },
  });
}

/**
 * Standalone code (CommonJS) for the validators of `ajv`'s schemas, exported by schema file name
 * (`ids`: file name → ajv id); `ajv` must come from createAjv({ standalone: true }). Throws if a
 * schema does not compile.
 */
export const standaloneSchemas = (ajv: Ajv, ids: ReadonlyMap<string, string>): string =>
  standaloneCode(ajv, Object.fromEntries(ids));
