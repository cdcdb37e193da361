import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import send from 'send';
import { badRange } from './bad-range.ts';
import type { ContainedFile } from './contained-file.ts';

/** What the static server answers, decided before a byte is written. */
export type Reply =
  /** A file of the build, streamed by `send` (Range, ETag, Last-Modified, conditional GET, HEAD). */
  | { file: ContainedFile }
  /** A page or message made in memory: fallback pages, pages with the dev script, errors. */
  | { status: number; body: string; type: string; headers?: Record<string, string> };

export const textReply = (status: number, body: string, headers?: Record<string, string>): Reply =>
  ({ status, body, type: 'text/plain; charset=utf-8', headers });

export const htmlReply = (status: number, body: string): Reply =>
  ({ status, body, type: 'text/html; charset=utf-8' });

/**
 * The one place where the static server writes a response, so that rules every answer obeys
 * (headers from a `_headers` file, compression) have one home.
 */
export function sendReply(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  // Revalidate every time: a rebuild may change any file while the server runs.
  res.setHeader('cache-control', 'no-cache');
  if ('file' in reply) return sendFile(req, res, reply.file);
  res.writeHead(reply.status, { 'content-type': reply.type, 'content-length': Buffer.byteLength(reply.body), ...reply.headers });
  res.end(req.method === 'HEAD' ? undefined : reply.body);
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: ContainedFile): void {
  if (badRange(req.headers.range, file.size)) {
    return sendReply(req, res, textReply(416, 'Range Not Satisfiable', { 'content-range': `bytes */${file.size}` }));
  }
  // send takes a URL path; the file URL's path is the real path, percent-encoded.
  send(req, pathToFileURL(file.path).pathname, { dotfiles: 'allow', index: false, cacheControl: false })
    .on('error', (error: Error & { status?: number }) => {
      // A failed precondition (412), or the file changed or went away since it was found.
      const status = error.status ?? 500;
      if (status >= 500) console.error(`[kiln] ${req.method} ${req.url}:`, error);
      if (res.headersSent) return void res.destroy();
      sendReply(req, res, textReply(status, STATUS_CODES[status] ?? 'Error'));
    })
    .pipe(res);
}
