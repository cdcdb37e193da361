import { visit } from 'jsonc-parser';
import { pointerOf } from '../../site/core/lib/json-pointer.ts';

/** A field given a second time in the same { } block: JSON keeps the last value, silently. */
export interface DuplicateKey {
  key: string;
  /** The field's pointer (the same for both). */
  pointer: string;
  /** 1-based lines of the first and of this one. */
  firstLine: number;
  line: number;
  /** Where this one's name starts. */
  offset: number;
}

/**
 * Every field written twice in one block of `text`, whose parsed value is `data`. Walking the text
 * with jsonc-parser costs some 30 ms for the sample catalogue in a fresh process, most of a cold
 * build's spare time; counting its field names costs about 1 ms. So the names are counted first,
 * and only a file with more names than its data has fields is walked to find which.
 */
export function findDuplicateKeys(text: string, data: unknown): DuplicateKey[] {
  return countFieldNames(text) === countFields(data) ? [] : walkForDuplicates(text);
}

/**
 * How many `"name":` a valid JSON text has: strings followed by a colon. Read in one pass, a
 * character at a time: a regular expression over the whole text backtracks, and one string of ten
 * million characters overflowed its stack.
 */
function countFieldNames(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) !== QUOTE) continue;
    // To the string's closing quote, stepping over escapes (\" among them).
    for (i++; i < text.length && text.charCodeAt(i) !== QUOTE; i++) if (text.charCodeAt(i) === BACKSLASH) i++;
    let next = i + 1;
    while (JSON_SPACE.has(text.charCodeAt(next))) next++;
    if (text.charCodeAt(next) === COLON) count++;
  }
  return count;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
/** Space, tab, line feed, carriage return: the only white space JSON has. */
const JSON_SPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** How many fields the blocks in `value` have, all levels together. */
function countFields(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  let count = 0;
  if (Array.isArray(value)) for (const item of value) count += countFields(item);
  else for (const key in value) count += 1 + countFields((value as Record<string, unknown>)[key]);
  return count;
}

function walkForDuplicates(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const blocks: Map<string, number>[] = [];
  visit(text, {
    onObjectBegin: () => void blocks.push(new Map()),
    onObjectEnd: () => void blocks.pop(),
    onObjectProperty: (key, offset, _length, startLine, _startCharacter, pathSupplier) => {
      const seen = blocks.at(-1)!;
      const firstLine = seen.get(key);
      if (firstLine === undefined) seen.set(key, startLine + 1);
      else found.push({ key, pointer: pointerOf([...pathSupplier(), key]), firstLine, line: startLine + 1, offset });
    },
  });
  return found;
}
