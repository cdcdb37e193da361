import type { IncomingMessage, ServerResponse } from 'node:http';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createDevSession } from '../../../scripts/dev/dev-session.ts';

/*
 * The script kiln dev adds to every page is a typed browser module (scripts/dev/page/), bundled
 * with esbuild when a page first asks for it: served as JavaScript a browser runs, with no
 * TypeScript left in it.
 */
const script = suite('kiln dev: its page script, bundled');

/** What the session answers `path` with: status, content type and body. */
function ask(path: string): Promise<{ status: number; type: string; body: string }> {
  const session = createDevSession();
  return new Promise((resolve) => {
    let status = 0;
    let type = '';
    const res = {
      writeHead(code: number, headers: Record<string, string>) {
        status = code;
        type = headers['content-type'] ?? '';
        return res;
      },
      end: (body: string) => resolve({ status, type, body }),
    } as unknown as ServerResponse;
    assert.ok(session.hooks.handle({ url: path } as IncomingMessage, res), 'answered by the dev session');
  });
}

script('should serve /__kiln/dev.js as a bundled module that reloads the page', async () => {
  const { status, type, body } = await ask('/__kiln/dev.js?v=1');
  assert.is(status, 200);
  assert.match(type, /^text\/javascript/);
  assert.match(body, /EventSource\("\/__kiln\/events"\)/);
  assert.match(body, /location\.reload\(\)/);
  assert.not.match(body, /\binterface\b|: HTMLElement\b|as MessageEvent/, 'no TypeScript left');
  // A module a browser parses: no import left to resolve.
  assert.not.match(body, /^import /m);
  new Function(body.replace(/^export\s*\{[^}]*\};?\s*$/m, ''));
});

script.run();
