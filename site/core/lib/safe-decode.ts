/**
 * decodeURIComponent for text from an address, which anyone can type or link to: a malformed
 * escape ("%E0%A4%A", a lone "%") gives undefined instead of throwing a URIError.
 */
export function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** The id an address's fragment ("#faq", "faq") names: decoded when it can be, else as written, as browsers find a :target. */
export function fragmentId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  return safeDecode(raw) ?? raw;
}
