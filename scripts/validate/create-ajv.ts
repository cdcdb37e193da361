import Ajv from 'ajv/dist/2020.js';
import { addKilnFormats } from './formats.ts';
import { addReferenceKeyword } from './references.ts';

/**
 * The one ajv setup for validating the catalogue and for checking the schemas themselves:
 * strict (a typo in a schema keyword is an error, not silently ignored), every error reported,
 * with the failing value and schema attached so messages can quote them.
 */
export function createAjv(): Ajv {
  // Not strictRequired: it rejects the usual "one of these fields" pattern (oneOf of required lists).
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true });
  addKilnFormats(ajv);
  addReferenceKeyword(ajv);
  // An annotation for messages: "must be a whole number (paise)". Validates nothing.
  ajv.addKeyword({ keyword: 'unit', schemaType: 'string' });
  return ajv;
}
