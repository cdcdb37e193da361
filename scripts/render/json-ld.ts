/**
 * Characters that must not appear raw inside a <script> element's text: "<" (so "</script>" or
 * "<!--" in catalogue text cannot end the element or change how the browser parses it), and
 * U+2028 / U+2029, which JavaScript parsers before ES2019 read as line breaks.
 */
const UNSAFE = /[<\u2028\u2029]/g;
const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * `data` as JSON that is safe to put between <script> tags and still parses to the same value:
 * every unsafe character becomes its \uXXXX escape (only ever inside a JSON string, so nothing
 * else changes).
 */
export const serializeJsonLd = (data: unknown): string => JSON.stringify(data).replace(UNSAFE, escapeChar);

/** A structured-data block for search engines. A data block, not a script: no CSP has to allow it. */
export const jsonLdScript = (data: unknown): string =>
  `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;
