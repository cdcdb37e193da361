import { editorPolicy } from '../deploy/csp.ts';
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
 * The headers of every reply of `kiln edit`'s server: the editor's policy (deploy/csp.ts), framing
 * the site it previews by the name the browser used for the editor.
 */
export function editHeaders(hostname: string, sitePort: number, kind: EditReplyKind): Record<string, string> {
  return {
    'content-security-policy': editorPolicy({
      preview: `http://${hostname}:${sitePort}`,
      sandboxed: kind === 'picture',
    }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': CACHE[kind],
  };
}
