import type { AddressInfo } from 'node:net';
import { WRITE_HEADER } from '../../../editor/edit-protocol.ts';
import type { EditorBundle } from '../../../scripts/bundle/bundle-editor.ts';
import { startEditServer, type EditServer } from '../../../scripts/edit/edit-server.ts';
import { makeFixture, type Fixture } from '../../cli/fixture.ts';

/** The editor's page as the server is given it: a stand-in for what scripts/bundle/bundle-editor.ts makes. */
export const FAKE_BUNDLE: EditorBundle = {
  shell:
    '<!doctype html><title>Kiln editor (test shell)</title><script type="module" src="/editor/main-TEST.js"></script>',
  assets: new Map([
    [
      '/editor/main-TEST.js',
      { body: new TextEncoder().encode('console.log("editor");'), type: 'text/javascript; charset=utf-8' },
    ],
  ]),
};

export const SITE_PORT = 4173;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body as JSON, or undefined when it is not. */
  json: any;
}

/** `kiln edit`'s server on a copy of the sample catalogue, on a free port. */
export interface EditSession {
  fixture: Fixture;
  server: EditServer;
  port: number;
  origin: string;
  /** A request as the editor's page makes it: writes carry WRITE_HEADER, bodies are JSON unless bytes. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  stop(): Promise<void>;
}

export async function startSession(
  scenario: string,
  { host = '127.0.0.1', prepare }: { host?: string; prepare?: (f: Fixture) => Promise<void> } = {},
): Promise<EditSession> {
  const fixture = await makeFixture(`edit-${scenario}`, prepare);
  const server = await startEditServer({
    catalogDir: fixture.dir,
    port: 0,
    host,
    sitePort: SITE_PORT,
    bundle: FAKE_BUNDLE,
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://localhost:${port}`;
  return {
    fixture,
    server,
    port,
    origin,
    async call(method, path, body, headers = {}) {
      const write = method !== 'GET' && method !== 'HEAD';
      const raw = body instanceof Uint8Array || typeof body === 'string';
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          ...(write && { [WRITE_HEADER]: '1' }),
          ...(body !== undefined && !raw && { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : raw ? (body as BodyInit) : JSON.stringify(body),
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, text, json };
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await fixture.cleanup();
    },
  };
}
