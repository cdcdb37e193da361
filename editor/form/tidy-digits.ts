/** A field whose own example is all digits (a number with its country code) is typed with this widget. */
export const isDigitsField = (schema: { examples?: unknown }): boolean =>
  Array.isArray(schema.examples) && typeof schema.examples[0] === 'string' && /^\d+$/.test(schema.examples[0]);

/**
 * "+91 98450 12345" → "919845012345": spaces, dashes, brackets, dots and a leading + or 00 go.
 * Anything with other characters is kept as typed, for the catalogue's check to word.
 */
export function tidyDigits(typed: string): string {
  const text = typed.trim();
  if (!/^[\d\s\-().+]+$/.test(text) || !/\d/.test(text)) return typed;
  const digits = text.replace(/\D/g, '');
  return text.includes('+') ? digits : digits.replace(/^00/, '');
}
