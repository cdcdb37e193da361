/**
 * An address guests can reach, without a trailing slash; undefined for none, one that is no
 * https:// or http:// address, or a placeholder: `kiln init` writes your-cafe.example, and any
 * host under .example (reserved for examples, RFC 2606) is one.
 */
export function realAddress(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.toLowerCase();
  if (!/^https?:$/.test(parsed.protocol) || host === 'example' || host.endsWith('.example')) return undefined;
  return url.replace(/\/+$/, '');
}
