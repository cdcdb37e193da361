import type { Problem } from '../site/core/problems/problem.ts';
import { escapeSegment, segmentsOf, valueAt } from '../site/core/lib/json-pointer.ts';
import { itemLabel, labelOf } from './staff-words.ts';
import { isPriceUnit, type PriceUnit } from '../site/core/commerce/price-units.ts';

type Schema = Record<string, unknown>;

/** A problem as the form shows it; `place` names the list items it is inside ("Paneer Tikka"), for the summary. */
export interface StaffProblem extends Problem {
  place?: string;
}

/**
 * `kiln validate`'s problems as the form shows them: named by the field's own title, in the unit
 * the box is typed in, and without lines (a form has none). The kind of problem is read from the
 * field's schema and the value in the form, never from the CLI's wording; what has no staff words
 * here keeps validate's, after the field's title. A missing field is pointed at its own box.
 */
export function inStaffWords(problems: readonly Problem[], data: unknown, root: Schema): StaffProblem[] {
  const out: StaffProblem[] = [];
  const seen = new Set<string>();
  const add = (problem: Problem) => {
    const key = `${problem.pointer}|${problem.message}|${problem.warning ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    const place = placeOf(data, problem.pointer);
    out.push(place ? { ...problem, place } : problem);
  };
  for (const problem of problems) {
    const node = schemaAt(root, problem.pointer);
    if (!node || problem.pointer === '' || problem.warning) {
      add(
        problem.pointer === '' || !node
          ? problem
          : { ...problem, message: afterTitle(titleAt(root, problem.pointer), problem.message) },
      );
      continue;
    }
    const value = valueAt(data, problem.pointer);
    const missing = missingFields(node, value);
    if (missing.length > 0) {
      for (const name of missing)
        add({
          ...problem,
          pointer: `${problem.pointer}/${escapeSegment(name)}`,
          message: `${titleAt(root, `${problem.pointer}/${escapeSegment(name)}`)} is needed`,
        });
      continue;
    }
    add({
      ...problem,
      message:
        staffMessage(titleAt(root, problem.pointer), resolve(root, node), value) ??
        afterTitle(titleAt(root, problem.pointer), problem.message),
    });
  }
  return out;
}

/** What is wrong with `value` for `node`, in staff words, when the editor can tell; else undefined. */
function staffMessage(title: string, node: Schema, value: unknown): string | undefined {
  const unit = isPriceUnit(node.unit) ? node.unit : undefined;
  if (unit && typeof value !== 'number') return `${title} should be ${priceExample(unit)}${typed(value)}`;
  if (value === undefined || value === '') return `${title} is needed`;
  if (Array.isArray(node.enum) && !node.enum.includes(value))
    return `${title} should be one of its choices${typed(value)}`;
  const wanted = KIND_OF[String(node.type)];
  if (wanted && !wanted.is(value)) return `${title} should be ${wanted.words}${typed(value)}`;
  return undefined;
}

/** Validate's words after the field's title: "Price must be…", or "Short name: duplicate id…". */
const afterTitle = (title: string, message: string) =>
  /^(must|is|should|has|does|names|links|matches)\b/.test(message) ? `${title} ${message}` : `${title}: ${message}`;

/** "a price like 290 or 12.50": how staff type a price in this unit. */
export function priceExample(unit: PriceUnit): string {
  return unit === 'rupees' ? 'a price in whole rupees, like 4500' : 'a price like 290 or 12.50';
}

const KIND_OF: Record<string, { is(value: unknown): boolean; words: string }> = {
  integer: { is: Number.isInteger, words: 'a whole number, like 4' },
  number: { is: (v) => typeof v === 'number', words: 'a number, like 4 or 2.5' },
  string: { is: (v) => typeof v === 'string', words: 'some words' },
  boolean: { is: (v) => typeof v === 'boolean', words: 'ticked or not ticked' },
};

const typed = (value: unknown) =>
  typeof value === 'string' && value.trim()
    ? ` (you typed “${value.length > 40 ? `${value.slice(0, 37)}…` : value}”)`
    : '';

/** The names of the list items holding `pointer`, outermost first: "Paneer Tikka", "Diwali Workshop › Tag 2". */
function placeOf(data: unknown, pointer: string): string {
  const segments = segmentsOf(pointer);
  const names: string[] = [];
  let at = '';
  for (const segment of segments) {
    at += `/${escapeSegment(segment)}`;
    if (/^\d+$/.test(segment) && at !== pointer) names.push(itemLabel(valueAt(data, at), Number(segment)));
  }
  return names.join(' › ');
}

/** The required fields an object in the form lacks. */
function missingFields(node: Schema, value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Array.isArray(node.required)) return [];
  const record = value as Record<string, unknown>;
  return node.required.filter(
    (name): name is string => typeof name === 'string' && (record[name] === undefined || record[name] === null),
  );
}

/** A field's name as its label shows it: its title, or its key in staff words; a list item's is its list's item title and number. */
export function titleAt(root: Schema, pointer: string): string {
  const node = schemaAt(root, pointer);
  if (node && typeof node.title === 'string') return node.title;
  const last = segmentsOf(pointer).at(-1) ?? '';
  return /^\d+$/.test(last) ? `Item ${Number(last) + 1}` : labelOf(last);
}

/** The schema of the value at `pointer`, following properties, list items, maps and local "$ref"s. */
export function schemaAt(root: Schema, pointer: string): Schema | undefined {
  let node: Schema | undefined = resolve(root, root);
  for (const segment of segmentsOf(pointer)) {
    if (!node) return undefined;
    const properties = node.properties as Record<string, Schema> | undefined;
    let next: unknown;
    if (properties && segment in properties) next = properties[segment];
    else if (/^\d+$/.test(segment) && isSchema(node.items)) next = node.items;
    else if (isSchema(node.additionalProperties)) next = node.additionalProperties;
    node = isSchema(next) ? resolve(root, next) : undefined;
  }
  return node;
}

/** A node with its local "$ref" followed; the node's own title and description win over the definition's. */
function resolve(root: Schema, node: Schema): Schema {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  const target = valueAt(root, ref.slice(1));
  if (!isSchema(target)) return node;
  const { $ref: _ref, ...own } = node;
  return { ...resolve(root, target), ...own };
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
