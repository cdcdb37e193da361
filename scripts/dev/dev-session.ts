import type { ServerResponse } from 'node:http';
import type { DevHooks } from '../serve/static-server.ts';
import { devOverlay, devPlaceholder } from './dev-overlay.ts';
import { bundleDevPageScript } from '../bundle/bundle-dev-page.ts';

export type { DevHooks };

export interface DevSession {
  hooks: DevHooks;
  /** The catalogue (or the build) has problems: every page shows them, as `kiln validate` prints them. */
  fail(heading: string, lines: string[]): void;
  /** A build went through: pages reload to the real site. */
  ok(): void;
}

/**
 * The state `kiln dev` shows in the browser, and the event stream that tells open pages when it
 * changed. Each change bumps a version; pages reload when theirs is out of date, so they show the
 * overlay while the catalogue is broken and the real site once it is fixed.
 */
export function createDevSession({ editPort }: { editPort?: number } = {}): DevSession {
  let version = 0;
  let problems: { heading: string; lines: string[] } | undefined;
  const clients = new Set<ServerResponse>();
  // Bundled once, on the first page's request.
  let script: Promise<string> | undefined;
  const broadcast = () => {
    version += 1;
    for (const client of clients) client.write(`event: version\ndata: ${version}\n\n`);
  };

  const hooks: DevHooks = {
    handle(req, res) {
      const path = req.url?.split('?')[0];
      if (path === '/__kiln/dev.js') {
        script ??= bundleDevPageScript();
        script.then(
          (code) =>
            res
              .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' })
              .end(code),
          (error: unknown) => {
            script = undefined;
            res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${error}`);
          },
        );
        return true;
      }
      if (path === '/__kiln/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(`event: version\ndata: ${version}\n\n`);
        clients.add(res);
        res.on('close', () => clients.delete(res));
        return true;
      }
      return false;
    },
    inject: () =>
      `${problems ? devOverlay(problems.heading, problems.lines) : ''}<script type="module" src="/__kiln/dev.js" data-kiln-dev data-version="${version}"${editPort ? ` data-edit-port="${editPort}"` : ''}></script>`,
    placeholder: () => devPlaceholder(hooks.inject()),
  };

  return {
    hooks,
    fail(heading, lines) {
      problems = { heading, lines };
      broadcast();
    },
    ok() {
      problems = undefined;
      broadcast();
    },
  };
}
