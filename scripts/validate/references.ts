import { REFERENCE_FORMATS, type ReferenceFormat } from '../../site/core/catalog/format-names.ts';
import { KILN_FORMATS } from './formats.ts';

/** A value in the catalogue that points at something outside its file: a picture or a page. */
export interface Reference {
  format: string;
  /** JSON pointer of the value. */
  pointer: string;
  value: string;
}

/**
 * Schemas say which strings are pictures or links with `"format"`; whether the file or the
 * product exists needs more than the string. So while ajv validates, a hidden keyword placed next
 * to each such format records where it met a value, and the rules check those afterwards. Riding
 * on ajv means $ref, anyOf and the rest are followed exactly as validation follows them.
 */
export const REFERENCE_KEYWORD = 'x-kiln-reference';

const isReferenceFormat = (format: string): format is ReferenceFormat =>
  (REFERENCE_FORMATS as readonly string[]).includes(format);

let sink: Reference[] | undefined;

/** Called by the compiled validators wherever the keyword stands, with the value there and its pointer. */
export function recordReference(format: string, data: unknown, pointer: string): void {
  // Only a value this format accepts is a reference (an anyOf may offer several formats).
  if (typeof data === 'string' && isReferenceFormat(format) && KILN_FORMATS[format](data))
    sink?.push({ format, pointer, value: data });
}

/** The name compiled validators call recordReference by (create-ajv.ts); standalone code is given it under this name (compiled-schemas.ts). */
export const RECORD_REFERENCE = 'kilnRecordReference';

/** A copy of `schema` with the recording keyword beside every Kiln format. */
export function markReferences<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(markReferences) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // Literal data inside a schema is not a schema.
    copy[key] = ['const', 'enum', 'default', 'examples'].includes(key) ? value : markReferences(value);
  }
  if (typeof copy.format === 'string' && isReferenceFormat(copy.format)) copy[REFERENCE_KEYWORD] = copy.format;
  return copy as T;
}

/** Runs `validate` and returns what it returned plus the references it met. */
export function collectReferences<R>(validate: () => R): { result: R; references: Reference[] } {
  const references: Reference[] = [];
  sink = references;
  try {
    return { result: validate(), references };
  } finally {
    sink = undefined;
  }
}
