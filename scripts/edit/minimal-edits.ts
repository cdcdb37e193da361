import { applyEdits, type FormattingOptions, type JSONPath, modify } from 'jsonc-parser';

/*
 * How `kiln edit` will save a catalogue file (issue 24): not by writing the form's value out
 * again, which would reformat the file, but by editing the file's text only where a value
 * changed, with jsonc-parser. Formatting, key order, `$schema` and every untouched value stay as
 * they were, byte for byte: saving an unchanged form changes nothing, and changing one price
 * changes one line.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isPlainObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && same(a[k], b[k]));
  }
  return false;
}

/** The file's own indentation and line ends, for what an edit has to write anew (an added item). */
function formattingOf(text: string): FormattingOptions {
  const indent = text.match(/^([ \t]+)\S/m)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

/**
 * `text` (a catalogue file whose parsed value is `before`) edited to hold `after`. Objects are
 * compared key by key and arrays of one length item by item, down to the values that differ,
 * which alone are rewritten; a key added or removed is inserted or removed where it belongs; an
 * array whose length changed (an item added, removed or moved) is written anew, that array only.
 */
export function minimalEdits(text: string, before: unknown, after: unknown): string {
  const formattingOptions = formattingOf(text);
  let edited = text;
  const set = (path: JSONPath, value: unknown) => {
    edited = applyEdits(edited, modify(edited, path, value, { formattingOptions }));
  };
  const walk = (path: JSONPath, a: unknown, b: unknown) => {
    if (same(a, b)) return;
    if (isPlainObject(a) && isPlainObject(b)) {
      for (const key of Object.keys(a)) if (!(key in b)) set([...path, key], undefined);
      for (const [key, value] of Object.entries(b)) {
        if (key in a) walk([...path, key], a[key], value);
        else set([...path, key], value);
      }
    } else if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      b.forEach((value, i) => {
        walk([...path, i], a[i], value);
      });
    } else {
      set(path, b);
    }
  };
  walk([], before, after);
  return edited;
}
