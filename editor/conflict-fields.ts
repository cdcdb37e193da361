import { isRecord } from '../site/core/lib/is-record.ts';
import { segmentsOf, valueAt } from '../site/core/lib/json-pointer.ts';
import { isPriceUnit, typedPrice } from '../site/core/commerce/price-units.ts';
import { priceBoxSign } from './form/price-box-words.ts';
import type { ChangedBy, DifferingField } from './merge-draft.ts';
import { itemLabel, labelOf } from './staff-words.ts';

/** A differing field as staff read it: "Peri Peri Fries · Price", "₹195" in the file, "₹190" in the form. */
export interface FieldInWords {
  pointer: string;
  where: string;
  theirs: string;
  mine: string;
  changedBy: ChangedBy;
}

/** The subschema of the value at `segments`, through properties, list items and local `$ref`s. */
export function schemaAt(root: unknown, segments: readonly string[]): Record<string, unknown> | undefined {
  const resolve = (schema: unknown): Record<string, unknown> | undefined => {
    if (!isRecord(schema)) return undefined;
    const ref = schema.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/')) return resolve(valueAt(root, ref.slice(1)));
    return schema;
  };
  let here = resolve(root);
  for (const segment of segments) {
    if (!here) return undefined;
    const choices = [
      here,
      ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((k) =>
        (Array.isArray(here![k]) ? (here![k] as unknown[]) : []).map(resolve),
      ),
    ];
    let next: Record<string, unknown> | undefined;
    for (const choice of choices) {
      if (!choice) continue;
      const properties = isRecord(choice.properties) ? choice.properties : undefined;
      next =
        /^\d+$/.test(segment) && (choice.items || choice.prefixItems)
          ? resolve(
              Array.isArray(choice.prefixItems) ? (choice.prefixItems[Number(segment)] ?? choice.items) : choice.items,
            )
          : properties && segment in properties
            ? resolve(properties[segment])
            : isRecord(choice.additionalProperties)
              ? resolve(choice.additionalProperties)
              : undefined;
      if (next) break;
    }
    here = next;
  }
  return here;
}

/** A value as the form shows it: a price as typed ("₹195"), yes or no, a list's items, a picture's file. */
export function valueInWords(
  value: unknown,
  schema: Record<string, unknown> | undefined,
  data?: unknown,
  pointer?: string,
): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (isPriceUnit(schema?.unit)) return `${currencyOf(data, pointer)}${typedPrice(value, schema.unit)}`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 77)}…` : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '(none)';
    const shown = value
      .slice(0, 6)
      .map((item, i) => (typeof item === 'object' && item !== null ? itemLabel(item, i) : String(item)));
    return `${shown.join(', ')}${value.length > 6 ? ` and ${value.length - 6} more` : ''}`;
  }
  return itemLabel(value, 0);
}

/** The sign the price box shows: the store's items name their own currency, else the one default (₹). */
function currencyOf(data: unknown, pointer = ''): string {
  const parent = valueAt(data, pointer.slice(0, pointer.lastIndexOf('/')));
  return priceBoxSign(isRecord(parent) ? parent.currency : undefined);
}

/** Where a field is, as staff find it: the names of the list items around it, then the field's title. */
export function whereInWords(schema: unknown, data: unknown, pointer: string): string {
  const segments = segmentsOf(pointer);
  const parts: string[] = [];
  for (let end = 1; end <= segments.length; end += 1) {
    const segment = segments[end - 1]!;
    if (/^\d+$/.test(segment))
      parts.push(itemLabel(valueAt(data, `/${segments.slice(0, end).join('/')}`), Number(segment)));
    else if (end === segments.length) {
      const own = schemaAt(schema, segments.slice(0, end));
      parts.push(typeof own?.title === 'string' ? own.title : labelOf(segment));
    }
  }
  return parts.length ? parts.join(' · ') : 'The whole file';
}

/** Each differing field in staff words, named from the data its pointer points into. */
export function fieldsInWords(
  schema: unknown,
  sides: { merged: unknown; mine: unknown; theirs: unknown },
  fields: readonly DifferingField[],
): FieldInWords[] {
  return fields.map(({ pointer, in: side, changedBy, theirs: t, mine: m }) => {
    const own = schemaAt(schema, segmentsOf(pointer));
    const data = sides[side];
    return {
      pointer,
      changedBy,
      where: whereInWords(schema, data, pointer),
      theirs: valueInWords(t, own, data, pointer),
      mine: valueInWords(m, own, data, pointer),
    };
  });
}
