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
export function rawRequest(port: number, requestLine: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const head = [requestLine.includes(' HTTP/') ? requestLine : `${requestLine} HTTP/1.1`, 'host: localhost', 'connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join('\r\n');
  return rawBytes(port, `${head}\r\n\r\n`);
}

/** Writes `bytes` to the server and resolves with what it answers before closing. */
export function rawBytes(port: number, bytes: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(bytes.split('\r\n')[0])}`)));
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n'), text });
    });
  });
}
