import { parse, printParseErrorCode, visit, type ParseError } from 'jsonc-parser';
import { pointerOf } from '../../site/core/lib/json-pointer.ts';
import { fileMessages, syntaxMessages } from './validation-messages.ts';

export type ParsedJson = { ok: true; data: unknown } | { ok: false; offset: number; message: string };

const OPTIONS = { disallowComments: true, allowTrailingComma: false } as const;

/** Deeper than any schema allows (the sample catalogue's deepest field is seven levels down). */
export const MAX_DEPTH = 64;

/** Bigger than any catalogue file will be (the 100× bench catalogue's biggest is under 1 MB). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/**
 * Longer than any text in a catalogue (a long policy is some thousands of characters), and five
 * times shorter than what overflows the regular expressions that check ids and addresses.
 */
export const MAX_TEXT_LENGTH = 1_000_000;

/** Whether `value` nests deeper than `limit`, found without recursion (a hostile file would overflow the stack). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (depth > limit) return true;
    if (item !== null && typeof item === 'object')
      for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Every text in `data` (parsed from `text`), field names included, longer than `limit`: where it is
 * and how long. Such a text has at least as many characters between its quotes in the file (an
 * escape only adds), so a file without so long a stretch, nearly every one, is not walked.
 */
export function textsLongerThan(
  text: string,
  data: unknown,
  limit: number,
): { pointer: string; atKey: boolean; length: number }[] {
  if (!stretchBetweenQuotesOver(text, limit)) return [];
  const found: { pointer: string; atKey: boolean; length: number }[] = [];
  // Without recursion: the file may nest deeper than the stack goes.
  const stack: [unknown, string][] = [[data, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, pointer] = next;
    if (typeof item === 'string' && item.length > limit) found.push({ pointer, atKey: false, length: item.length });
    if (item === null || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      const at = `${pointer}${pointerOf([key])}`;
      if (key.length > limit) found.push({ pointer: at, atKey: true, length: key.length });
      stack.push([child, at]);
    }
  }
  return found;
}

function stretchBetweenQuotesOver(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  let previous = -1;
  for (let quote = text.indexOf('"'); quote !== -1; quote = text.indexOf('"', quote + 1)) {
    if (quote - previous > limit) return true;
    previous = quote;
  }
  return text.length - previous > limit;
}

/** Where `text` first opens a bracket deeper than `limit` (outside strings), or -1. */
function tooDeepAt(text: string, limit: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > limit) return i;
    } else if (c === ']' || c === '}') depth--;
  }
  return -1;
}

/**
 * Parses strict JSON. On a syntax error, returns where the first one is and what it is in plain
 * English ("broken JSON: expected a comma or closing brace"). Later errors are usually echoes of
 * the first, so only that one is reported.
 */
export function parseJson(text: string): ParsedJson {
  // Most files are valid: the engine's own parser reads them several times faster. Only a file it
  // refuses goes through jsonc-parser, which says where and why (strict JSON either way).
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    // Explained below.
  }
  // jsonc-parser recurses once per level: a file nesting thousands deep would overflow the stack.
  const deep = tooDeepAt(text, MAX_DEPTH);
  if (deep >= 0) return { ok: false, offset: deep, message: fileMessages.tooDeep(MAX_DEPTH) };
  const errors: ParseError[] = [];
  const data: unknown = parse(text, errors, OPTIONS);
  if (errors.length === 0) return { ok: true, data };
  if (text.trim() === '') return { ok: false, offset: 0, message: syntaxMessages.prefix + syntaxMessages.emptyFile };
  const first = firstError(text) ?? { code: 'ValueExpected', offset: 0, inside: '' };
  const curly = curlyQuoteAt(text, first.offset);
  if (curly >= 0) return { ok: false, offset: curly, message: syntaxMessages.prefix + syntaxMessages.curlyQuotes };
  return { ok: false, offset: first.offset, message: syntaxMessages.prefix + explain(text, first) };
}

/** The quotes word processors and "smart quotes" put in for straight ones. */
const CURLY = /[“”‘’]/g;

/**
 * Where the curly quote sits that an editor or word processor put in for a straight one ("smart
 * quotes") and that broke the file at `offset`, or -1. Curly quotes are fine inside text, so unless
 * the error is at one, its line is read again with them straightened: they are the cause when that
 * mends the line.
 */
function curlyQuoteAt(text: string, offset: number): number {
  // Met where JSON wants a quote: the editor's, surely.
  if (/^[“”‘’]/.test(text.slice(offset, offset + 1))) return offset;
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const newline = text.indexOf('\n', offset);
  const end = newline === -1 ? text.length : newline;
  const line = text.slice(start, end);
  const first = line.search(CURLY);
  if (first === -1) return -1;
  const straightened = `${text.slice(0, start)}${line.replace(CURLY, '"')}${text.slice(end)}`;
  const next = firstError(straightened);
  return next === undefined || next.offset > end ? start + first : -1;
}

interface SyntaxError {
  code: string;
  offset: number;
  /** Whether the error is inside an object or an array ('' at the top level). */
  inside: 'object' | 'array' | '';
}

function firstError(text: string): SyntaxError | undefined {
  const stack: ('object' | 'array')[] = [];
  let first: SyntaxError | undefined;
  visit(
    text,
    {
      onObjectBegin: () => void stack.push('object'),
      onObjectEnd: () => void stack.pop(),
      onArrayBegin: () => void stack.push('array'),
      onArrayEnd: () => void stack.pop(),
      onError: (code, offset) => {
        first ??= { code: printParseErrorCode(code), offset, inside: stack.at(-1) ?? '' };
      },
    },
    OPTIONS,
  );
  return first;
}

function explain(text: string, { code, offset, inside }: SyntaxError): string {
  const { byCode } = syntaxMessages;
  const before = text.slice(0, offset).trimEnd().at(-1);
  const at = text[offset];
  const word = /^[^\s,:{}[\]"]+/.exec(text.slice(offset))?.[0];
  if ((code === 'ValueExpected' || code === 'PropertyNameExpected') && before === ',' && (at === '}' || at === ']')) {
    return syntaxMessages.trailingComma;
  }
  if (code === 'InvalidSymbol' && inside === 'object' && (before === '{' || before === ',') && word) {
    return syntaxMessages.unquotedName;
  }
  if (code === 'InvalidSymbol' && inside !== '' && word && /^(true|false|null)$/i.test(word))
    return syntaxMessages.capitalised(word);
  if (code === 'InvalidSymbol' && inside !== '' && word) return syntaxMessages.unexpectedText(word);
  if (code === 'InvalidSymbol' && inside === '')
    return before === undefined && word ? syntaxMessages.unexpectedText(word) : byCode.EndOfFileExpected!;
  if (code === 'CommaExpected' && inside)
    return byCode[inside === 'object' ? 'CommaExpectedInObject' : 'CommaExpectedInArray']!;
  return byCode[code] ?? byCode.ValueExpected!;
}
