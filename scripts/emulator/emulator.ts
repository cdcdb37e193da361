import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { answerClientError } from '../http/answer-client-error.ts';
import { containedFile } from '../http/contained-file.ts';
import { guardRequest } from '../http/guard-request.ts';
import { isKnownHost, refuseForeignHost } from '../http/known-host.ts';
import { listenOn } from '../http/listen.ts';
import { parseRequestPath } from '../http/parse-request-path.ts';
import { paymentRoute, storeApi } from './api-routes.ts';
import { checkoutSessions } from './checkout-sessions.ts';
import { BadBody, json, readJson } from './http-replies.ts';
import { liveShopCatalog } from './live-shop-catalog.ts';
import { createShop } from './shop.ts';
import { readControl, testControlState } from './test-controls.ts';

/**
 * A local stand-in for the commerce API (SPEC §7): the three calls, with CORS, over the demo
 * products of catalog/store.json and the café's dishes and packages, plus a hosted payment page
 * whose Pay lowers the inventory and leads to successUrl, and whose Cancel leads to cancelUrl.
 * State lives in memory; catalogue edits are picked up while it runs.
 *
 * A checkout body is checked at the door (checkout-request.ts); a payment session can be paid
 * for an hour (checkout-sessions.ts). With `testControls`, `/__emulator/*` (test-controls.ts).
 */
export interface EmulatorOptions {
  port: number;
  catalogDir: string;
  host?: string;
  /** Turns on `/__emulator/*`, which let a test steer the emulator. */
  testControls?: boolean;
  /** The site it serves: besides loopback, the only place it sends a guest back to. */
  siteOrigin?: string;
}

export interface Emulator {
  server: Server;
  url: string;
  close(): Promise<void>;
}

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};
/** A Host header fit to build URLs from; anything else is replaced by the emulator's own address. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The server: the shop (shop.ts), its routes (api-routes.ts) and, with `testControls`, `/__emulator/*` (test-controls.ts). */
export async function startEmulator({
  port,
  catalogDir,
  host = '127.0.0.1',
  testControls = false,
  siteOrigin,
}: EmulatorOptions): Promise<Emulator> {
  const catalog = await liveShopCatalog(catalogDir);
  const shop = createShop();
  const controls = testControlState(shop.reset);
  const sessions = checkoutSessions(() => Date.now() + controls.clockAhead);
  const routes = { shop, sessions, fixtures: controls.fixtures, siteOrigin };
  let self = '';

  const server = createServer(
    guardRequest('[emulator]', answer, (res) => json(res, 500, { message: 'Internal emulator error' })),
  );
  server.on('clientError', answerClientError);

  /** `handle`, with a body it will not read (too large, not JSON) answered as the client's mistake. */
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      await handle(req, res);
    } catch (error) {
      if (!(error instanceof BadBody)) throw error;
      json(res, error.status, { message: error.message });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!isKnownHost(req, host)) return refuseForeignHost(res);
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    res.setHeader('access-control-allow-headers', 'content-type');
    res.setHeader('access-control-max-age', '600');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const path = parseRequestPath(req.url);
    if (!path) return json(res, 400, { message: 'Malformed request path' });
    const hostHeader = req.headers.host ?? '';
    const view = shop.view(await catalog.current(), HOST.test(hostHeader) ? `http://${hostHeader}` : self);
    const { raw } = path;

    if (testControls && raw.startsWith('/__emulator/') && req.method === 'POST') {
      const control = readControl(raw.slice('/__emulator/'.length), await readJson(req));
      if (!control) return json(res, 404, { message: 'Unknown control' });
      if (!control.ok) return json(res, 400, { message: control.message });
      controls.obey(control.value);
      return json(res, 200, { ok: true });
    }

    if (raw.startsWith('/store/')) {
      const failure = controls.failureFor(raw);
      if (failure) {
        res.writeHead(failure.status, failure.statusText ?? undefined, { 'content-type': 'application/json' });
        res.end(failure.body ?? JSON.stringify({ message: 'Failure requested by a test' }));
        return;
      }
      return storeApi(routes, req, res, path, view);
    }

    const pay = raw.match(/^\/pay\/([\w-]+)(?:\/(pay|cancel))?$/);
    if (pay) return paymentRoute(routes, req, res, pay[1]!, pay[2] as 'pay' | 'cancel' | undefined, view);

    if (req.method === 'GET' && path.segments[0] === 'images') {
      // Contained by segment and real path: /images/..%2fimages-raw/x and symlinks stay in images/.
      const file = await containedFile(join(catalogDir, 'images'), path.segments.slice(1));
      if (!file) return json(res, 404, { message: 'Not found' });
      const data = await readFile(file.path);
      res
        .writeHead(200, {
          'content-type': MIME[extname(path.segments.at(-1)!)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
        })
        .end(data);
      return;
    }
    if (raw === '/') return json(res, 200, { name: 'Kiln commerce emulator', stores: [view.storeName] });
    json(res, 404, { message: 'Not found' });
  }

  await listenOn(server, port, host);
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  self = `http://localhost:${actualPort}`;
  return {
    server,
    url: self,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
