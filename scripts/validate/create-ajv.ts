import Ajv, { _, Name, type Options } from 'ajv/dist/2020.js';
import { addKilnFormats } from './formats.ts';
import { addReferenceKeyword } from './references.ts';

/** The name standalone code reads the formats from (`kilnFormats["kiln-image"]`); compiled-schemas.ts hands it formats.ts's ALL_FORMATS. */
export const FORMATS_NAME = 'kilnFormats';

/**
 * Strict (a typo in a schema keyword is an error, not silently ignored), every error reported,
 * with the failing value and schema attached so messages can quote them. Not strictRequired: it
 * rejects the usual "one of these fields" pattern (oneOf of required lists).
 */
export const AJV_OPTIONS: Options = { allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true };

/**
 * The one ajv setup for validating the catalogue and for checking the schemas themselves. With
 * `standalone`, it keeps each validator's source so compiled-schemas.ts can write them to the cache.
 */
export function createAjv({ standalone = false } = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...(standalone ? { code: { source: true, formats: _`${new Name(FORMATS_NAME)}` } } : {}) });
  addKilnFormats(ajv);
  addReferenceKeyword(ajv);
  // An annotation for messages: "must be a whole number (paise)". Validates nothing.
  ajv.addKeyword({ keyword: 'unit', schemaType: 'string' });
  return ajv;
}
