import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { pointerSegments } from '../../site/core/lib/json-pointer.ts';

export interface Position {
  /** 1-based, as editors count. */
  line: number;
  column: number;
}

/** Places offsets and JSON pointers in one text. */
export interface Locator {
  /** 1-based line and column of a character offset. */
  at(offset: number): Position;
  /**
   * Where the value at `pointer` starts (or, with `key`, where its field name starts). A pointer
   * that does not exist resolves to its nearest existing ancestor, so a problem always lands
   * somewhere useful; text that does not parse resolves to 1:1.
   */
  pointer(pointer: string, options?: { key?: boolean }): Position;
}

/**
 * A locator for `text`. A bulk slip (every price of a big menu typed as "₹320") gives thousands of
 * problems in one file: on the first question its lines are counted and the members of each object
 * and array indexed by where they start (indexOf: offsets only, no values, no syntax tree, which
 * took a 1,000× menu longer to build than its schema check), and each answer is then a few map
 * lookups and a binary search of the lines.
 */
export function textLocator(text: string): Locator {
  let lineStarts: number[] | undefined;
  const at = (offset: number): Position => {
    lineStarts ??= linesOf(text);
    // The last line starting at or before the offset.
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low]! + 1 };
  };
  let index: Map<number, Members> | null | undefined;
  let tree: Node | null | undefined;
  return {
    at,
    pointer(pointer, options = {}) {
      const root = skipSpace(text, 0);
      if (root >= text.length) return { line: 1, column: 1 };
      // Where the value is, and where its field name is when it is an object's.
      let node: { value: number; key?: number } = { value: root };
      for (const segment of pointerSegments(pointer)) {
        if (index === undefined) index = indexOf(text) ?? null;
        const container = index?.get(node.value);
        if (!index) {
          // Not JSON as far as this reads: the slower parser copes with what it can.
          tree ??= parseTree(text) ?? null;
          return tree ? at(treeOffset(tree, pointer, options.key)) : { line: 1, column: 1 };
        }
        if (!container) break;
        // Numbers for array items and names for fields, even "404"-like ones.
        const child = Array.isArray(container) ? container[Number(segment)] : container.get(String(segment));
        if (child === undefined) break;
        node = child;
      }
      return at(options.key && node.key !== undefined ? node.key : node.value);
    },
  };
}

/** An array's items, or an object's fields by name (the first of two with one name), each with where its value and name start. */
type Members = { value: number; key?: number }[] | Map<string, { value: number; key: number }>;

/**
 * The members of every object and array in `text`, by where each starts, read in one pass that
 * builds no values: undefined if the text is not JSON as far as this reads.
 */
function indexOf(text: string): Map<number, Members> | undefined {
  const index = new Map<number, Members>();
  const open: { members: Members; close: string; name: string; key: number }[] = [];
  let i = skipSpace(text, 0);
  // Reads the field name at i into the innermost object: false if there is none.
  const fieldName = (frame: (typeof open)[number]) => {
    const end = stringEnd(text, i);
    if (end < 0) return false;
    const raw = text.slice(i + 1, end - 1);
    frame.name = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
    frame.key = i;
    i = skipSpace(text, end);
    if (text[i] !== ':') return false;
    i = skipSpace(text, i + 1);
    return true;
  };
  for (;;) {
    // A value starts at i.
    const frame = open.at(-1);
    if (frame) {
      if (frame.members instanceof Map) {
        if (!frame.members.has(frame.name)) frame.members.set(frame.name, { value: i, key: frame.key });
      } else frame.members.push({ value: i });
    }
    const c = text[i];
    if (c === '{' || c === '[') {
      const inner = { members: c === '{' ? new Map() : [], close: c === '{' ? '}' : ']', name: '', key: 0 };
      index.set(i, inner.members);
      open.push(inner);
      i = skipSpace(text, i + 1);
      if (text[i] !== inner.close) {
        if (inner.members instanceof Map && !fieldName(inner)) return undefined;
        continue;
      }
    } else {
      const end = valueEnd(text, i);
      if (end < 0) return undefined;
      i = end - 1;
    }
    // The value ended at i: closing what it ends, on to the next.
    i = skipSpace(text, i + 1);
    for (;;) {
      const inner = open.at(-1);
      if (!inner) return index;
      if (text[i] === inner.close) {
        open.pop();
        i = skipSpace(text, i + 1);
        continue;
      }
      if (text[i] !== ',') return undefined;
      i = skipSpace(text, i + 1);
      if (inner.members instanceof Map && !fieldName(inner)) return undefined;
      break;
    }
  }
}

const skipSpace = (text: string, i: number): number => {
  while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  return i;
};

/** Just past the string whose opening quote is at `i`; -1 if there is none. */
function stringEnd(text: string, i: number): number {
  if (text[i] !== '"') return -1;
  for (let j = text.indexOf('"', i + 1); j !== -1; j = text.indexOf('"', j + 1)) {
    // Escaped if an odd number of backslashes comes before it.
    let slashes = 0;
    while (text[j - 1 - slashes] === '\\') slashes++;
    if (slashes % 2 === 0) return j + 1;
  }
  return -1;
}

/** Just past the string, number, true, false or null starting at `i`; -1 if it does not end. */
function valueEnd(text: string, i: number): number {
  if (text[i] === '"') return stringEnd(text, i);
  let j = i;
  while (j < text.length && !',]} \n\r\t'.includes(text[j]!)) j++;
  return j > i ? j : -1;
}

/** Where jsonc-parser's tree puts `pointer` (or its nearest existing parent), for text this module's reader does not take. */
function treeOffset(root: Node, pointer: string, key?: boolean): number {
  let node = root;
  for (const segment of pointerSegments(pointer)) {
    const child = findNodeAtLocation(node, [node.type === 'array' ? Number(segment) : String(segment)]);
    if (!child) break;
    node = child;
  }
  return key && node.parent?.type === 'property' ? node.parent.offset : node.offset;
}

/** Where each line of `text` starts. */
function linesOf(text: string): number[] {
  const starts = [0];
  for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', newline + 1))
    starts.push(newline + 1);
  return starts;
}

/** One position in a text that is placed only once (a file that does not parse): see Locator.at. */
export const positionAt = (text: string, offset: number): Position => textLocator(text).at(offset);

/** One pointer in a text that is placed only once: see Locator.pointer. */
export const locatePointer = (text: string, pointer: string, options: { key?: boolean } = {}): Position =>
  textLocator(text).pointer(pointer, options);
