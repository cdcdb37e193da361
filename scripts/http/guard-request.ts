import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

const plainError = (res: ServerResponse) =>
  res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal Server Error');

/**
 * Runs a request handler so that nothing it throws, synchronously or not, can stop the server:
 * the error is logged with the request line, the request gets a 500 (or its connection is cut
 * when the answer had already begun) and the next request is served as usual.
 */
export function guardRequest(
  tag: string,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  fail: (res: ServerResponse) => void = plainError,
): RequestListener {
  return (req, res) => {
    (async () => handle(req, res))().catch((error: unknown) => {
      console.error(`${tag} ${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else fail(res);
    });
  };
}
