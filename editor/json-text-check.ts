import { type ParseError, type ParseErrorCode, parse, printParseErrorCode } from 'jsonc-parser';

/** Where a text stops reading as the catalogue's format, and why, in staff words. */
export interface TextProblem {
  /** 1-based, as the line numbers beside the text count. */
  line: number;
  column: number;
  offset: number;
  message: string;
}

/** Plain words for what jsonc-parser reports; what is not here is "something is missing or extra here". */
const WORDS: Partial<Record<ReturnType<typeof printParseErrorCode>, string>> = {
  InvalidSymbol: 'unexpected character here: text must be in double quotes "like this"',
  InvalidNumberFormat: 'this number is not written as the file needs (e.g. 290 or 12.5)',
  PropertyNameExpected: 'a field name in double quotes is needed here (or a comma before it is extra)',
  ValueExpected: 'a value is needed here (or a comma before it is extra)',
  ColonExpected: 'a colon (:) is needed after the field name',
  CommaExpected: 'a comma is missing before this',
  CloseBraceExpected: 'a closing brace } is missing',
  CloseBracketExpected: 'a closing bracket ] is missing',
  EndOfFileExpected: 'there is extra text after the end',
  InvalidCommentToken: 'comments are not allowed in this file',
  UnexpectedEndOfString: 'this text is missing its closing double quote',
  UnexpectedEndOfNumber: 'this number ends too early',
};

/** 1-based line and column of a character offset. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** The character offset of a 1-based line and column, kept within the text. */
export function offsetOf(text: string, line: number, column: number): number {
  let start = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf('\n', start);
    if (next === -1) break;
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  return Math.min(start + Math.max(0, column - 1), end === -1 ? text.length : end);
}

/**
 * The first place `text` breaks, checked in the browser as staff type (the server's check, with
 * `kiln validate`'s words, runs on Save); undefined when it reads. Strict: no comments, no comma
 * after a last item.
 */
export function checkJsonText(text: string): TextProblem | undefined {
  if (text.trim() === '')
    return { line: 1, column: 1, offset: 0, message: 'the file is empty (it needs at least { })' };
  try {
    JSON.parse(text);
    return undefined;
  } catch {
    // Where and why, below.
  }
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  // JSON.parse refused what jsonc-parser took: a comma after a last item, say.
  const offset = first?.offset ?? trailingCommaAt(text);
  const message = first
    ? (WORDS[printParseErrorCode(first.error as ParseErrorCode)] ?? 'something is missing or extra here')
    : 'remove this comma: nothing comes after it';
  return { ...positionOf(text, offset), offset, message };
}

function trailingCommaAt(text: string): number {
  const match = /,(\s*[}\]])/.exec(text);
  return match ? match.index : 0;
}
