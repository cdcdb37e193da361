import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startStaticServer } from '../../../scripts/serve/static-server.ts';
import { rawRequest } from '../../raw-http.ts';

/*
 * The site and the hub that `kiln serve`, `kiln dev` and `kiln edit` serve answer only at the
 * names a browser on this machine uses: a page of another site whose name was made to resolve to
 * 127.0.0.1 (DNS rebinding) sends its own name, and is refused.
 */
const hosts = suite('static server: only at its own names');
let root: string;
let server: Server;
let port: number;

hosts.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'kiln-hosts-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>home</title><p>the café');
  server = await startStaticServer({ dir: root, port: 0 });
  port = (server.address() as AddressInfo).port;
});
hosts.after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

hosts('should refuse a foreign Host with 421 and a short line, and serve localhost, 127.0.0.1 and [::1]', async () => {
  for (const host of ['evil.example', `evil.example:${port}`, 'localhost.evil.example', '192.0.2.1']) {
    const refused = await rawRequest(port, 'GET /', { host });
    assert.is(refused.status, 421, host);
    assert.match(refused.body, 'answers only at the address Kiln printed');
    assert.not.match(refused.body, 'the café');
  }
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'localhost']) {
    const served = await rawRequest(port, 'GET /', { host });
    assert.is(served.status, 200, host);
    assert.match(served.body, 'the café');
  }
});

hosts.run();
