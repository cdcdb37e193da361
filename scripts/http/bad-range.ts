import parseRange from 'range-parser';

/**
 * Whether a `Range` header asks for bytes that cannot be sent: malformed (`bytes=x-`), out of
 * order (`bytes=5-2`), past the end, or with a number too large to hold exactly
 * (`bytes=0-99999999999999999999`). Such a request gets a 416 instead of a guess. Other units
 * than bytes are ignored, as RFC 9110 allows.
 */
export function badRange(header: string | undefined, size: number): boolean {
  if (header === undefined || !/^\s*bytes=/i.test(header)) return false;
  if ((header.match(/\d+/g) ?? []).some((n) => !Number.isSafeInteger(Number(n)))) return true;
  const ranges = parseRange(size, header, { combine: true });
  return ranges === -1 || ranges === -2;
}
