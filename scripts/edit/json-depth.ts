/** The deepest a request's JSON may nest: a catalogue file is a dozen levels deep at most. */
export const JSON_DEPTH_LIMIT = 64;

/**
 * How deep `text`'s arrays and objects nest, counted without parsing (a loop, not recursion): a
 * body nested thousands deep would overflow the stack of whatever walks it after JSON.parse.
 * Stops counting once past `limit`.
 */
export function jsonDepth(text: string, limit = JSON_DEPTH_LIMIT): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}
