import { parse, printParseErrorCode, visit, type ParseError } from 'jsonc-parser';
import { syntaxMessages } from './messages.ts';

export type ParsedJson =
  | { ok: true; data: unknown }
  | { ok: false; offset: number; message: string };

const OPTIONS = { disallowComments: true, allowTrailingComma: false } as const;

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
  const errors: ParseError[] = [];
  const data: unknown = parse(text, errors, OPTIONS);
  if (errors.length === 0) return { ok: true, data };
  if (text.trim() === '') return { ok: false, offset: 0, message: syntaxMessages.prefix + syntaxMessages.emptyFile };
  const first = firstError(text);
  return { ok: false, offset: first.offset, message: syntaxMessages.prefix + explain(text, first) };
}

interface SyntaxError {
  code: string;
  offset: number;
  /** Whether the error is inside an object or an array ('' at the top level). */
  inside: 'object' | 'array' | '';
}

function firstError(text: string): SyntaxError {
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
  return first ?? { code: 'ValueExpected', offset: 0, inside: '' };
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
  if (code === 'InvalidSymbol' && inside !== '' && word) return syntaxMessages.unexpectedText(word);
  if (code === 'InvalidSymbol' && inside === '') return before === undefined && word ? syntaxMessages.unexpectedText(word) : byCode.EndOfFileExpected!;
  if (code === 'CommaExpected' && inside) return byCode[inside === 'object' ? 'CommaExpectedInObject' : 'CommaExpectedInArray']!;
  return byCode[code] ?? byCode.ValueExpected!;
}
