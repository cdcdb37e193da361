import type { IncomingMessage } from 'node:http';

/** A host name or IPv4 address, or an IPv6 address in brackets, then maybe a port: nothing else goes into a header. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(?::(\d{1,5}))?$/i;

/**
 * The name the browser used to reach this server, from the Host header, lowercased ("localhost",
 * "192.168.1.5", "[::1]"), and the port it named; undefined for a header that is not one. The
 * editor and the site it previews name each other by it, so a phone on the café's Wi-Fi that
 * opened http://192.168.1.5:4176 frames http://192.168.1.5:4173.
 */
export function requestHost(req: IncomingMessage): { hostname: string; port: number | undefined } | undefined {
  const found = HOST.exec(req.headers.host ?? '');
  if (!found) return undefined;
  return { hostname: found[1]!.toLowerCase(), port: found[2] === undefined ? undefined : Number(found[2]) };
}
