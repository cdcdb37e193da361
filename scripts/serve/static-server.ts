import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { answerClientError } from '../http/answer-client-error.ts';
import { containedFile } from '../http/contained-file.ts';
import { listenOn } from '../http/listen.ts';
import { guardRequest } from '../http/guard-request.ts';
import { parseRequestPath } from '../http/parse-request-path.ts';
import { isKnownHost, refuseForeignHost } from '../http/known-host.ts';
import { requestHost } from '../http/request-host.ts';
import { framedAlsoBy, parsePolicy, policyText } from '../deploy/csp.ts';
import { headersFor, parseHeaderRules } from '../http/header-rules.ts';
import { matchRedirect, parseRedirects, type RedirectRule } from '../http/redirects.ts';
import { htmlReply, sendReply, textReply, type Reply } from '../http/send-reply.ts';

/** What the static servers ask of the dev loop (kiln dev's, scripts/dev/dev-session.ts). */
export interface DevHooks {
  /** Answers the dev loop's own paths (`/__kiln/…`); false for every other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Added before `</body>` of every page served: the reload script, and the overlay while there are problems. */
  inject(): string;
  /** Served when the build has no page to answer with: nothing has been built yet. */
  placeholder(): string;
}

export interface StaticServerOptions {
  dir: string;
  port: number;
  /** `kiln dev`: its own paths, the reload script and overlay on every page, a page before the first build. */
  dev?: DevHooks;
  /** 127.0.0.1 unless `kiln edit --host` previews the site on the network too. */
  host?: string;
  /** `kiln edit`'s port: its page, and no other, may frame the site for its preview. */
  framedBy?: number;
}

/**
 * Serves a build the way a static host would: the file; else the build's own `_redirects` rules;
 * else `404.html` with a 404, as hosts do by convention; with the headers of the build's
 * `_headers`, gzip-compressed. So `kiln serve` (and every end-to-end test) runs under exactly
 * what a host is given. No request can stop it.
 */
export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const server = createServer(
    guardRequest('[kiln]', async (req, res) => {
      if (!isKnownHost(req, options.host ?? '127.0.0.1')) return refuseForeignHost(res);
      if (options.dev?.handle(req, res)) return;
      sendReply(req, res, await answer(req, options), await headersOf(req, options));
    }),
  );
  server.on('clientError', answerClientError);
  return listenOn(server, options.port, options.host ?? '127.0.0.1').then(() => server);
}

const HOST_FILES = ['_headers', '_redirects'];

/** What to answer a request: the file, else a redirect rule, else the 404 page. */
async function answer(req: IncomingMessage, { dir, dev }: StaticServerOptions): Promise<Reply> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return textReply(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
  const path = parseRequestPath(req.url);
  if (!path) return textReply(400, 'Bad Request');

  const page = async (segments: string[], status: number): Promise<Reply | undefined> => {
    const file = await containedFile(dir, segments);
    if (!file) return undefined;
    if (status === 200 && !(dev && file.path.endsWith('.html'))) return { file };
    const html = await readFile(file.path, 'utf8');
    return htmlReply(status, dev ? html.replace('</body>', `${dev.inject()}</body>`) : html);
  };

  const segments = path.segments;
  const name = segments.at(-1)!;
  // `/a/` is a/index.html; `/a` is the file a, else a.html, else a/index.html. Not the host's own
  // instructions (_headers, _redirects): hosts read them and never serve them.
  const candidates =
    segments.length === 1 && HOST_FILES.includes(name)
      ? []
      : name === ''
        ? [[...segments.slice(0, -1), 'index.html']]
        : [segments, [...segments.slice(0, -1), `${name}.html`], [...segments, 'index.html']];
  for (const candidate of candidates) {
    const found = await page(candidate, 200);
    if (found) return found;
  }

  // Matched on the raw path, as a host's splat is: `/product/a%2Fb` still reaches the product page.
  const redirect = matchRedirect(await readRedirects(dir), path.raw);
  if (redirect) {
    const { rule, to } = redirect;
    if (rule.status >= 300 && rule.status < 400) return textReply(rule.status, '', { location: to });
    const target = to.split('/').filter((s) => s !== '');
    const found = await page(target, rule.status);
    if (found) return found;
  }
  const notFound = await page(['404.html'], 404);
  // A build without that page (or no build at all) still gets an answer.
  return notFound ?? (dev ? htmlReply(503, dev.placeholder()) : textReply(404, 'Not found'));
}

/**
 * The headers the build's `_headers` gives this path, exactly as a host would send them. Under
 * `kiln dev` nothing is cached: staff replace a picture under the same name and expect to see it.
 */
async function headersOf(
  req: IncomingMessage,
  { dir, dev, framedBy }: StaticServerOptions,
): Promise<Record<string, string>> {
  const path = parseRequestPath(req.url);
  const file = await containedFile(dir, ['_headers']);
  const headers = path && file ? headersFor(parseHeaderRules(await readFile(file.path, 'utf8')), path.raw) : {};
  const served = framedBy === undefined ? headers : framedByEditor(headers, req, framedBy);
  return dev ? { ...served, 'cache-control': 'no-cache' } : served;
}

/**
 * The build's headers with the editor's page (at the name this request used, on `editPort`) added
 * to those that may frame it: X-Frame-Options (which forbids any framing) dropped, and the editor
 * added to the policy's frame-ancestors, so the hub's data bridge, framed by the site's Dashboard
 * view, still loads while the editor frames that page.
 */
function framedByEditor(
  headers: Record<string, string>,
  req: IncomingMessage,
  editPort: number,
): Record<string, string> {
  const { 'x-frame-options': _, 'content-security-policy': policy, ...rest } = headers;
  const hostname = requestHost(req)?.hostname;
  return {
    ...rest,
    'content-security-policy': policyText(
      framedAlsoBy(parsePolicy(policy ?? ''), hostname ? [`http://${hostname}:${editPort}`] : []),
    ),
  };
}

/** The build's `_redirects`, read per request: a rebuild may change it. */
async function readRedirects(dir: string): Promise<RedirectRule[]> {
  const file = await containedFile(dir, ['_redirects']);
  return file ? parseRedirects(await readFile(file.path, 'utf8')) : [];
}
