import { readFile, stat } from 'node:fs/promises';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import send from 'send';
import { badRange } from './bad-range.ts';
import type { ContainedFile } from './contained-file.ts';

/** What the static server answers, decided before a byte is written. */
export type Reply =
  /** A file of the build, streamed by `send` (Range, ETag, Last-Modified, conditional GET, HEAD). */
  | { file: ContainedFile }
  /** A page or message made in memory: fallback pages, pages with the dev script, errors. */
  | { status: number; body: string; type: string; headers?: Record<string, string> };

export const textReply = (status: number, body: string, headers?: Record<string, string>): Reply => ({
  status,
  body,
  type: 'text/plain; charset=utf-8',
  headers,
});

export const htmlReply = (status: number, body: string): Reply => ({ status, body, type: 'text/html; charset=utf-8' });

/** What a host compresses: text. Pictures and video are compressed already. */
const COMPRESSIBLE: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/**
 * The one place where the static server writes a response: every answer carries `headers` (what
 * the build's `_headers` gives its path), and text goes out gzip-compressed to clients that
 * accept it, as a real host sends it.
 */
export function sendReply(
  req: IncomingMessage,
  res: ServerResponse,
  reply: Reply,
  headers: Record<string, string> = {},
): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if ('file' in reply) return void sendFile(req, res, reply.file).catch((error: unknown) => fail(req, res, error));
  writeBody(req, res, reply.status, { 'content-type': reply.type, ...reply.headers }, Buffer.from(reply.body));
}

function writeBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
): void {
  const gzip =
    acceptsGzip(req) &&
    body.length > 0 &&
    /^(text\/|application\/(json|xml)|image\/svg)/.test(headers['content-type'] ?? '');
  const sent = gzip ? gzipSync(body) : body;
  res.writeHead(status, {
    ...headers,
    'content-length': sent.length,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    vary: 'Accept-Encoding',
  });
  res.end(req.method === 'HEAD' ? undefined : sent);
}

function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  console.error(`[kiln] ${req.method} ${req.url}:`, error);
  if (res.headersSent) res.destroy();
  else writeBody(req, res, 500, { 'content-type': 'text/plain; charset=utf-8' }, Buffer.from('Internal Server Error'));
}

async function sendFile(req: IncomingMessage, res: ServerResponse, file: ContainedFile): Promise<void> {
  if (badRange(req.headers.range, file.size)) {
    return sendReply(req, res, textReply(416, 'Range Not Satisfiable', { 'content-range': `bytes */${file.size}` }));
  }
  const type = COMPRESSIBLE[extname(file.path).toLowerCase()];
  if (type && !req.headers.range && acceptsGzip(req)) return sendCompressed(req, res, file, type);
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

/** A text file, gzip-compressed, with an ETag for a conditional GET (a 304 when unchanged). */
async function sendCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  file: ContainedFile,
  type: string,
): Promise<void> {
  const info = await stat(file.path);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  res.setHeader('etag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  writeBody(
    req,
    res,
    200,
    { 'content-type': type, 'last-modified': info.mtime.toUTCString() },
    await readFile(file.path),
  );
}
