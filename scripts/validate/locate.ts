import { findNodeAtLocation, parseTree } from 'jsonc-parser';

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

/** 1-based line and column of a character offset. */
export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Where the value at `pointer` starts in `text` (or, with `key`, where its field name starts).
 * A pointer that does not exist resolves to its nearest existing ancestor, so a problem always
 * lands somewhere useful; text that does not parse resolves to 1:1.
 */
export function locatePointer(text: string, pointer: string, options: { key?: boolean } = {}): Position {
  const root = parseTree(text);
  if (!root) return { line: 1, column: 1 };
  let node = root;
  for (const segment of pointerSegments(pointer)) {
    // jsonc-parser wants numbers for array items and strings for fields, even "404"-like ones.
    const step = node.type === 'array' ? Number(segment) : String(segment);
    const child = findNodeAtLocation(node, [step]);
    if (!child) break;
    node = child;
  }
  const at = options.key && node.parent?.type === 'property' ? node.parent : node;
  return positionAt(text, at.offset);
}
