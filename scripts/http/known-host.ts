import type { IncomingMessage, ServerResponse } from 'node:http';
import { networkInterfaces } from 'node:os';
import { requestHost } from './request-host.ts';

/** The names a browser on this machine reaches a loopback address by. */
const LOCAL_NAMES = new Set(['localhost', '[::1]']);

/** This machine's own addresses on its networks, as a Host header names them. */
function ownAddresses(): Set<string> {
  const found = new Set<string>();
  for (const address of Object.values(networkInterfaces()).flat()) {
    if (address) found.add(address.family === 'IPv6' ? `[${address.address.split('%')[0]}]` : address.address);
  }
  return found;
}

/**
 * Whether a request names this server as a browser reaches it: localhost, a loopback address, the
 * address it listens on, or (listening on all of them) one of this machine's. A page of another
 * site whose name was made to resolve here (DNS rebinding) sends its own name, and is refused. A
 * request with no Host header is no browser's.
 */
export function isKnownHost(req: IncomingMessage, listening: string): boolean {
  if (req.headers.host === undefined) return true;
  const hostname = requestHost(req)?.hostname;
  if (hostname === undefined) return false;
  if (LOCAL_NAMES.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname)) return true;
  const bracketed = listening.includes(':') ? `[${listening}]` : listening;
  if (hostname === bracketed.toLowerCase()) return true;
  return (listening === '0.0.0.0' || listening === '::') && ownAddresses().has(hostname);
}

/** The answer to a foreign Host: a short line, as a browser shows it. */
export function refuseForeignHost(res: ServerResponse): void {
  res
    .writeHead(421, { 'content-type': 'text/plain; charset=utf-8' })
    .end('Misdirected request: this server answers only at the address Kiln printed.');
}
