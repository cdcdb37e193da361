/** What a reply of the editor's server is: how long it may be kept, and how it may be used. */
export type EditReplyKind = 'page' | 'asset' | 'picture';

const CACHE: Record<EditReplyKind, string> = {
  // The shell, the API and refusals: always asked again (a file's text, a token's cookie).
  page: 'no-store',
  // Named by their content's hash.
  asset: 'public, max-age=31536000, immutable',
  // Staff replace a picture under the same name.
  picture: 'no-cache',
};

/**
 * The headers of every reply of `kiln edit`'s server. Its page runs no inline script or style and
 * evaluates no code (the forms' validators are compiled ahead of time), talks only to its own
 * server, frames only the site it previews (by the name the browser used for the editor), and is
 * framed by nobody. A picture is served sandboxed: an SVG opened on its own runs nothing here.
 */
export function editHeaders(hostname: string, sitePort: number, kind: EditReplyKind): Record<string, string> {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    `frame-src http://${hostname}:${sitePort}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    ...(kind === 'picture' ? ['sandbox'] : []),
  ];
  return {
    'content-security-policy': policy.join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': CACHE[kind],
  };
}
