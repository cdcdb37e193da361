import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';

export interface Position {
  /** 1-based, as editors count. */
  line: number;
  column: number;
}

/** "/hotCoffee/0/price" → ["hotCoffee", 0, "price"] (RFC 6901, with ~1 and ~0 unescaped). */
export function pointerSegments(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^(0|[1-9]\d*)$/.test(s) ? Number(s) : s));
}

/** The inverse of pointerSegments. */
export const toPointer = (segments: readonly (string | number)[]): string =>
  segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

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
 * problems in one file: the text is parsed once and its lines counted once, on the first question,
 * and each answer is then a walk down the tree and a binary search of the lines.
 */
export function textLocator(text: string): Locator {
  let lineStarts: number[] | undefined;
  let root: Node | null | undefined;
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
  return {
    at,
    pointer(pointer, options = {}) {
      if (root === undefined) root = parseTree(text) ?? null;
      if (!root) return { line: 1, column: 1 };
      let node = root;
      for (const segment of pointerSegments(pointer)) {
        // jsonc-parser wants numbers for array items and strings for fields, even "404"-like ones.
        const step = node.type === 'array' ? Number(segment) : String(segment);
        const child = findNodeAtLocation(node, [step]);
        if (!child) break;
        node = child;
      }
      return at(options.key && node.parent?.type === 'property' ? node.parent.offset : node.offset);
    },
  };
}

/** Where each line of `text` starts. */
function linesOf(text: string): number[] {
  const starts = [0];
  for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', newline + 1)) starts.push(newline + 1);
  return starts;
}

/** One position in a text that is placed only once (a file that does not parse): see Locator.at. */
export const positionAt = (text: string, offset: number): Position => textLocator(text).at(offset);

/** One pointer in a text that is placed only once: see Locator.pointer. */
export const locatePointer = (text: string, pointer: string, options: { key?: boolean } = {}): Position => textLocator(text).pointer(pointer, options);
