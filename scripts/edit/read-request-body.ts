import type { IncomingMessage } from 'node:http';

/**
 * The request's body, or undefined once it is larger than `limit` bytes: then nothing more is
 * read or kept (a declared `content-length` over the limit is refused before a byte is), and the
 * caller answers 413 and closes the connection.
 */
export function readRequestBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause();
      chunks.length = 0;
      resolve(undefined);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
