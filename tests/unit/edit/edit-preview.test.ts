import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createDevSession } from '../../../scripts/dev/dev-session.ts';
import { startStaticServer } from '../../../scripts/serve/static-server.ts';
import { rawRequest } from '../../raw-http.ts';

/*
 * What `kiln dev` does for `kiln edit`'s preview: the editor's page (and only it) may frame the
 * site, and the pages listen to it; plain `kiln dev` and `kiln serve` keep the build's headers.
 */

const POLICY = "default-src 'self'; script-src 'self'; frame-src 'none'; base-uri 'self'; frame-ancestors 'none'";
const EDIT_PORT = 4476;
let root: string;
const servers: Server[] = [];
const port = (server: Server) => (server.address() as AddressInfo).port;

const preview = suite('kiln edit: the site framed by the editor');
preview.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-edit-preview-'));
  await mkdir(join(root, 'site'));
  await writeFile(join(root, 'site', 'index.html'), '<html><body><main>home</main></body></html>');
  await writeFile(
    join(root, 'site', '_headers'),
    `/*\n  Content-Security-Policy: ${POLICY}\n  X-Frame-Options: DENY\n  X-Content-Type-Options: nosniff\n`,
  );
});
preview.after(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  await rm(root, { recursive: true, force: true });
});

/** The site as `kiln dev` serves it (under `kiln edit` when `framedBy`), or as `kiln serve` does. */
const start = async ({ framedBy, dev = true }: { framedBy?: number; dev?: boolean } = {}) => {
  const server = await startStaticServer({
    dir: join(root, 'site'),
    port: 0,
    framedBy,
    dev: dev ? createDevSession({ editPort: framedBy }).hooks : undefined,
  });
  servers.push(server);
  return port(server);
};

preview("should let only the editor's page, by the name the browser used, frame the site", async () => {
  const site = await start({ framedBy: EDIT_PORT });
  // Only names of this machine: a foreign one is refused before any framing (known-host.ts).
  for (const host of ['localhost', '127.0.0.1', '[::1]']) {
    const r = await rawRequest(site, 'GET /', { host: `${host}:${site}` });
    assert.is(r.status, 200);
    assert.is(r.headers['x-frame-options'], undefined, 'X-Frame-Options would forbid any framing');
    assert.is(
      r.headers['content-security-policy'],
      `${POLICY.replace("; frame-ancestors 'none'", '')}; frame-ancestors http://${host}:${EDIT_PORT}`,
    );
    assert.is(r.headers['x-content-type-options'], 'nosniff', 'the rest as built');
  }
  assert.is(
    (await rawRequest(site, 'GET /', { host: `192.168.1.5:${site}` })).status,
    421,
    'another machine’s name is refused',
  );
  const bad = await rawRequest(site, 'GET /', { host: 'evil.example:1, http://x' });
  assert.ok(bad.status >= 400 && bad.status < 500, 'a Host that is no host name is refused');
  assert.not.match(bad.headers['content-security-policy'] ?? '', /frame-ancestors http/, 'and frames nothing');
});

preview("should keep the build's headers under plain kiln dev and kiln serve", async () => {
  for (const site of [await start(), await start({ dev: false })]) {
    const r = await rawRequest(site, 'GET /', { host: `localhost:${site}` });
    assert.is(r.headers['x-frame-options'], 'DENY');
    assert.is(r.headers['content-security-policy'], POLICY);
  }
});

preview("should tell the pages the editor's port only under kiln edit", () => {
  assert.match(createDevSession({ editPort: EDIT_PORT }).hooks.inject(), `data-edit-port="${EDIT_PORT}"></script>`);
  assert.not.match(createDevSession().hooks.inject(), 'data-edit-port');
});

preview.run();
