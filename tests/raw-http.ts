import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Everything the server wrote, headers included. */
  text: string;
}

/**
 * Sends `GET path` (or any request line and headers) byte for byte, as fetch would not: it
 * normalises `//`, `..` and bad escapes away before they reach the server.
 */
export function rawRequest(
  port: number,
  requestLine: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const all: Record<string, string> = { host: 'localhost', connection: 'close', ...headers };
  const head = [
    requestLine.includes(' HTTP/') ? requestLine : `${requestLine} HTTP/1.1`,
    ...Object.entries(all).map(([k, v]) => `${k}: ${v}`),
  ];
  return rawBytes(port, `${head.join('\r\n')}\r\n\r\n`);
}

/** Writes `bytes` to the server and resolves with what it answers before closing. */
export function rawBytes(port: number, bytes: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(bytes.split('\r\n')[0])}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, split === -1 ? all.length : split).toString('latin1');
      const rest = split === -1 ? Buffer.alloc(0) : all.subarray(split + 4);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      const body = headers['transfer-encoding'] === 'chunked' ? unchunk(rest) : rest;
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: body.toString('utf8'),
        text: all.toString('utf8'),
      });
    });
  });
}

/** The body of a `transfer-encoding: chunked` answer. */
function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; ; ) {
    const eol = data.indexOf('\r\n', at);
    const size = parseInt(data.subarray(at, eol).toString('latin1'), 16);
    if (eol === -1 || !(size > 0)) return Buffer.concat(parts);
    parts.push(data.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}
