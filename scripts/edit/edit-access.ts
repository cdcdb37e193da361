import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { TOKEN_COOKIE, TOKEN_PARAM, WRITE_HEADER } from '../../editor/edit-protocol.ts';
import { EDITOR_PREFIX } from '../../editor/editor-base.ts';
import { editMessages } from './edit-messages.ts';

/** The token `kiln edit --host` prints in the editor's address: 144 random bits. */
export const newAccessToken = (): string => randomBytes(18).toString('base64url');

/** Whether listening on `host` reaches only this machine. */
export const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || /^(::ffff:)?127\./.test(host);

/** The names a browser on this machine reaches a loopback address by. */
const LOCAL_NAMES = ['localhost', '127.0.0.1', '[::1]'];

export interface AccessRules {
  /** The port the server listens on, which a loopback request's Host must name. */
  port: number;
  loopback: boolean;
  /** Required on every request when set (a server on the network). */
  token: string | undefined;
}

/** Let in, with a cookie to set (the token came in the address), or refused with a line to say why. */
export type Admission = { cookie?: string } | { refused: string };

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Hashed first, so neither a different length nor a different byte shows in the time taken. */
const sameToken = (given: string | undefined, token: string) =>
  given !== undefined && timingSafeEqual(digest(given), digest(token));

function cookieOf(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Who may use the editor. On a loopback address, only a page this machine opened by its own name:
 * another site's page whose name was made to resolve to 127.0.0.1 (DNS rebinding) sends its own
 * name as Host. On any other address, only who has the token the terminal printed: in the address
 * once, then in a cookie no script can read and no other site's request carries.
 */
export function admit(req: IncomingMessage, query: URLSearchParams, rules: AccessRules): Admission {
  if (rules.loopback) {
    const host = req.headers.host ?? '';
    if (!LOCAL_NAMES.some((name) => host === `${name}:${rules.port}`))
      return { refused: editMessages.foreignHost(host) };
  }
  if (rules.token === undefined) return {};
  if (sameToken(query.get(TOKEN_PARAM) ?? undefined, rules.token)) {
    return { cookie: `${TOKEN_COOKIE}=${rules.token}; HttpOnly; SameSite=Strict; Path=${EDITOR_PREFIX}` };
  }
  return sameToken(cookieOf(req, TOKEN_COOKIE), rules.token) ? {} : { refused: editMessages.noToken };
}

/**
 * Whether a write (PUT, POST) comes from the editor's own page: it carries WRITE_HEADER, which a
 * page of another site cannot send without a CORS preflight that is never granted, and whatever
 * the browser says of where it comes from (Origin, Sec-Fetch-Site) says this server.
 */
export function isOwnWrite(req: IncomingMessage): boolean {
  const { origin, 'sec-fetch-site': site } = req.headers;
  return (
    req.headers[WRITE_HEADER] === '1' &&
    (origin === undefined || origin === `http://${req.headers.host}`) &&
    (site === undefined || site === 'same-origin')
  );
}
