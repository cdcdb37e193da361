import type { IncomingMessage, ServerResponse } from 'node:http';

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location }).end();
}

/** A request body the emulator will not take: answered with `status`, not logged as its own failure. */
export class BadBody extends Error {
  constructor(
    readonly status: 413 | 400,
    message: string,
  ) {
    super(message);
  }
}

/** No request the store's pages make comes near it. */
const MAX_BODY = 1_000_000;

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= MAX_BODY) return;
      // The rest is read and dropped, so the client is still there to be told.
      req.off('data', onData);
      req.resume();
      reject(new BadBody(413, `Request body over ${MAX_BODY} bytes`));
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    throw new BadBody(400, 'The request body is not JSON');
  }
}
