import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { answerClientError } from '../http/answer-client-error.ts';
import { containedFile } from '../http/contained-file.ts';
import type { DevHooks } from './dev-session.ts';
import { guardRequest } from '../http/guard-request.ts';
import { parseRequestPath } from '../http/parse-request-path.ts';
import { htmlReply, sendReply, textReply, type Reply } from '../http/send-reply.ts';

export interface StaticServerOptions {
  dir: string;
  port: number;
  /** 'site': /product/* to the product shell and a 404 page; 'spa': every unknown path to index.html. */
  fallback: 'site' | 'spa';
  /** `kiln dev`: its own paths, the reload script and overlay on every page, a page before the first build. */
  dev?: DevHooks;
}

/**
 * `_redirects`' `/product/*` rule, matched on the raw path as a static host does, so an id with
 * an encoded slash or markup (`/product/a%2Fb`, `/product/%3Cscript%3E`) still reaches the page.
 */
const PRODUCT_ROUTE = /^\/product\/[^/]+\/?$/;

/** Serves a build the way a static host configured as the README says would. No request can stop it. */
export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const server = createServer(guardRequest('[kiln]', async (req, res) => {
    if (options.dev?.handle(req, res)) return;
    sendReply(req, res, await answer(req, options));
  }));
  server.on('clientError', answerClientError);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve(server));
  });
}

/** What to answer a request, as a static host would: the file, else the fallback. */
async function answer(req: IncomingMessage, { dir, fallback, dev }: StaticServerOptions): Promise<Reply> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return textReply(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
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
  // `/a/` is a/index.html; `/a` is the file a, else a.html, else a/index.html.
  const candidates = name === ''
    ? [[...segments.slice(0, -1), 'index.html']]
    : [segments, [...segments.slice(0, -1), `${name}.html`], [...segments, 'index.html']];
  for (const candidate of candidates) {
    const found = await page(candidate, 200);
    if (found) return found;
  }

  const shell = fallback === 'spa' ? await page(['index.html'], 200)
    : PRODUCT_ROUTE.test(path.raw) ? await page(['product', 'index.html'], 200)
    : await page(['404.html'], 404);
  // A build without that page (or no build at all) still gets an answer.
  return shell ?? (dev ? htmlReply(503, dev.placeholder()) : textReply(404, 'Not found'));
}
