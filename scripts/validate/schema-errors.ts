import type { ErrorObject } from 'ajv/dist/2020.js';
import { ROUTE_PATHS } from '../../site/core/routes.ts';
import { closestMatch } from './closest-match.ts';
import { pointerOf } from '../../site/core/lib/json-pointer.ts';
import { httpsUrlFault, isUnshowableImage, suggestImagePath } from './formats.ts';
import { formatMessages, schemaMessages as say, unknownFormat, type FormatHint } from './validation-messages.ts';
import { ID_PATTERNS, suggestId } from './suggest-id.ts';

/** One schema problem before it is placed in its file. */
export interface Finding {
  pointer: string;
  message: string;
  /** Point the line and column at the field's name rather than its value (unknown fields). */
  atKey?: boolean;
}

/** ajv's errors (allErrors, verbose) → one plain-English finding each, without duplicates. */
export function explainSchemaErrors(errors: readonly ErrorObject[]): Finding[] {
  const findings = new Map<string, Finding>();
  // "if" and "propertyNames" errors only announce the errors reported with them.
  for (const error of chooseBranches(errors.filter((e) => e.keyword !== 'if' && e.keyword !== 'propertyNames'))) {
    const finding = explainName(error) ?? explain(error);
    findings.set(`${finding.pointer} ${finding.message}`, finding);
  }
  return [...findings.values()];
}

const within = (pointer: string, parent: string) => pointer === parent || pointer.startsWith(`${parent}/`);

/**
 * When no branch of an anyOf/oneOf fits, ajv reports every branch's errors. Staff need the ones
 * of the branch they were most likely writing: the one with the fewest errors, not counting a
 * branch that wants a different type altogether. ajv emits a branch's errors just before the
 * anyOf error; a branch is told apart by its schema path (inline) or its $defs entry ($ref).
 */
function chooseBranches(errors: ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  errors.forEach((composite, k) => {
    if ((composite.keyword !== 'anyOf' && composite.keyword !== 'oneOf') || dropped.has(composite)) return;
    if (composite.params.passingSchemas) return; // oneOf matched several: its own message says so
    const groups = new Map<string, ErrorObject[]>();
    for (let i = k - 1; i >= 0 && within(errors[i]!.instancePath, composite.instancePath); i--) {
      const error = errors[i]!;
      const key = branchKey(error.schemaPath, composite.schemaPath);
      if (dropped.has(error) || key === undefined) continue;
      groups.set(key, [error, ...(groups.get(key) ?? [])]);
    }
    const score = (group: ErrorObject[]) =>
      group.length + (group.some((e) => e.keyword === 'type' && e.instancePath === composite.instancePath) ? 1000 : 0);
    const ranked = [...groups.values()].sort((a, b) => score(a) - score(b));
    if (ranked.length === 0) return;
    dropped.add(composite);
    for (const group of ranked.slice(1)) for (const error of group) dropped.add(error);
  });
  return errors.filter((e) => !dropped.has(e));
}

function branchKey(schemaPath: string, compositePath: string): string | undefined {
  if (schemaPath.startsWith(`${compositePath}/`)) return schemaPath.slice(compositePath.length + 1).split('/')[0];
  const root = /^.*?#\/(\$defs|definitions)\/[^/]+/.exec(schemaPath)?.[0];
  // An error from the schema that holds the anyOf is a sibling keyword's, not a branch's.
  return root && !compositePath.startsWith(`${root}/`) ? root : undefined;
}

/** An error about a field's name (propertyNames) rather than its value. */
function explainName(error: ErrorObject): Finding | undefined {
  const name = (error as ErrorObject & { propertyName?: string }).propertyName;
  if (name === undefined) return undefined;
  const { message } = explain(error);
  return { pointer: `${error.instancePath}${pointerOf([name])}`, message: say.fieldName(message), atKey: true };
}

type Params = Record<string, unknown>;

function explain(error: ErrorObject): Finding {
  const pointer = error.instancePath;
  const params = error.params as Params;
  const data: unknown = error.data;
  const parent = (error.parentSchema ?? {}) as Record<string, unknown>;
  const unit = typeof parent.unit === 'string' ? parent.unit : undefined;
  const length = typeof data === 'string' || Array.isArray(data) ? data.length : 0;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'type':
      return { pointer, message: say.type(String(params.type).split(','), data, unit) };
    case 'required':
      return { pointer, message: say.required(String(params.missingProperty)) };
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const field = String(params.additionalProperty ?? params.unevaluatedProperty);
      const allowed = Object.keys((parent.properties ?? {}) as object).filter((k) => k !== '$schema');
      return {
        pointer: `${pointer}${pointerOf([field])}`,
        message: say.unknownField(closestMatch(field, allowed), allowed),
        atKey: true,
      };
    }
    case 'enum':
      return { pointer, message: say.enum(params.allowedValues as unknown[], data) };
    case 'const':
      return { pointer, message: say.const(params.allowedValue, data) };
    case 'minimum':
      return { pointer, message: say.minimum(limit, data, unit) };
    case 'maximum':
      return { pointer, message: say.maximum(limit, data, unit) };
    case 'exclusiveMinimum':
      return { pointer, message: say.exclusiveMinimum(limit, data) };
    case 'exclusiveMaximum':
      return { pointer, message: say.exclusiveMaximum(limit, data) };
    case 'minLength':
      return { pointer, message: say.minLength(limit) };
    case 'maxLength':
      return { pointer, message: say.maxLength(limit, length) };
    case 'minItems':
      return { pointer, message: say.minItems(limit, length) };
    case 'maxItems':
      return { pointer, message: say.maxItems(limit, length) };
    case 'uniqueItems':
      return { pointer, message: say.uniqueItems(Number(params.i), Number(params.j)) };
    case 'minProperties':
      return { pointer, message: say.minProperties(limit) };
    case 'multipleOf':
      return { pointer, message: say.multipleOf(Number(params.multipleOf), data) };
    case 'pattern':
      if (ID_PATTERNS.has(String(params.pattern)))
        return { pointer, message: say.id(data, typeof data === 'string' ? suggestId(data) : undefined) };
      return {
        pointer,
        message: say.pattern((parent.examples as unknown[] | undefined)?.[0], String(params.pattern), data),
      };
    case 'format': {
      const format = String(params.format);
      const hint = typeof data === 'string' ? formatHint(format, data) : undefined;
      return { pointer, message: formatMessages[format]?.(data, hint) ?? unknownFormat(format, data) };
    }
    case 'false schema':
      return { pointer, message: say.notAllowedHere };
    case 'anyOf':
    case 'oneOf':
      return { pointer, message: params.passingSchemas ? say.severalShapesMatch : say.noShapeMatches };
    default:
      return { pointer, message: say.fallback(error.message ?? `fails the "${error.keyword}" check`) };
  }
}

/** What the writer of a refused value probably meant, or why an address was refused. */
function formatHint(format: string, value: string): FormatHint | undefined {
  switch (format) {
    case 'kiln-route':
      return { suggestion: closestMatch(value, ROUTE_PATHS) };
    case 'kiln-image':
      return { suggestion: suggestImagePath(value), unshowable: isUnshowableImage(value) };
    case 'kiln-https-url':
    case 'kiln-whatsapp-url':
      return { fault: httpsUrlFault(value) };
    default:
      return undefined;
  }
}
