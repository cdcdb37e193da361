/** A request's path as sent (`raw`, still percent-encoded) and split into decoded segments. */
export interface RequestPath {
  /** The path before any `?` or `#`, exactly as the client sent it. */
  raw: string;
  /** Decoded segments: `/a%2Fb/c/` → `['a/b', 'c', '']` (a trailing `''` means a trailing slash). */
  segments: string[];
  query: URLSearchParams;
}

/**
 * Parses `req.url` without WHATWG URL, which throws on `//` and rewrites `..` before anyone can
 * look at it. Undefined for a path that no link produces and that should get a 400: not starting
 * with `/`, a bad percent-escape, a NUL byte, or an empty segment (`//`).
 */
export function parseRequestPath(url: string | undefined): RequestPath | undefined {
  if (!url?.startsWith('/')) return undefined;
  const end = url.search(/[?#]/);
  const raw = end === -1 ? url : url.slice(0, end);
  const query = new URLSearchParams(end === -1 || url[end] === '#' ? '' : url.slice(end + 1).split('#')[0]);
  const segments: string[] = [];
  const parts = raw.slice(1).split('/');
  for (const [i, part] of parts.entries()) {
    if (part === '' && i < parts.length - 1) return undefined;
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    if (segment.includes('\0')) return undefined;
    segments.push(segment);
  }
  return { raw, segments, query };
}
