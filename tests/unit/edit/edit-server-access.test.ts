import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TOKEN_COOKIE, WRITE_HEADER } from '../../../editor/edit-protocol.ts';
import { rawRequest } from '../../raw-http.ts';
import { FAKE_BUNDLE, SITE_PORT, startSession, type EditSession } from './edit-server-session.ts';
import { EDITOR_PREFIX } from '../../../editor/editor-base.ts';

/*
 * Who may use `kiln edit`'s server: on loopback only this machine's own names (no DNS rebinding),
 * on the network only who has the printed token; writes only from the editor's own page. And the
 * headers every reply carries.
 */

const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; " +
  `frame-src http://localhost:${SITE_PORT}; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'`;

let session: EditSession;
const loopback = suite('kiln edit server on loopback');
loopback.before(async () => {
  session = await startSession('loopback');
});
loopback.after(async () => {
  await session.stop();
});

loopback(
  'should answer every other address with the shell, its assets for good, under a policy that runs no inline or evaluated code',
  async () => {
    for (const path of ['/', '/menu', '/files/menu?x=1', '/editor']) {
      const shell = await session.call('GET', path);
      assert.is(shell.status, 200, path);
      assert.is(shell.text, FAKE_BUNDLE.shell);
      assert.is(shell.headers.get('content-type'), 'text/html; charset=utf-8');
      assert.is(shell.headers.get('content-security-policy'), POLICY);
      assert.is(shell.headers.get('x-content-type-options'), 'nosniff');
      assert.is(shell.headers.get('referrer-policy'), 'no-referrer');
      assert.is(shell.headers.get('cache-control'), 'no-store');
    }
    const asset = await session.call('GET', '/editor/main-TEST.js');
    assert.is(asset.status, 200);
    assert.is(asset.text, 'console.log("editor");');
    assert.is(asset.headers.get('content-type'), 'text/javascript; charset=utf-8');
    assert.is(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.is(asset.headers.get('content-security-policy'), POLICY);
    assert.is((await session.call('GET', '/editor/main-OTHER.js')).status, 404);
    const api = await session.call('GET', '/api/images');
    // A bookmark from a --host session: the page it opens calls the API under the same prefix.
    const prefixed = await session.call('GET', '/__kiln-edit/api/images');
    assert.is(prefixed.status, 200);
    assert.equal(prefixed.json, api.json, 'the prefix answers as the root does');
    assert.is(api.headers.get('content-security-policy'), POLICY);
    assert.is(api.headers.get('cache-control'), 'no-store');
    assert.is(api.headers.get('x-content-type-options'), 'nosniff');
  },
);

loopback('should frame the site by the name the browser used for the editor', async () => {
  const r = await rawRequest(session.port, 'GET /', { host: `127.0.0.1:${session.port}` });
  assert.is(r.status, 200);
  assert.match(r.headers['content-security-policy']!, `frame-src http://127.0.0.1:${SITE_PORT};`);
});

loopback(
  'should refuse (403) a request whose Host is not this machine by its own name and port (DNS rebinding)',
  async () => {
    for (const host of [
      'localhost',
      'evil.example',
      `evil.example:${session.port}`,
      `localhost:${session.port + 1}`,
      `127.0.0.2:${session.port}`,
    ]) {
      for (const path of ['/', '/api/files', '/editor/main-TEST.js']) {
        const r = await rawRequest(session.port, `GET ${path}`, { host });
        assert.is(r.status, 403, `${host} ${path}`);
        assert.is(r.headers['content-type'], 'text/plain; charset=utf-8');
        assert.not.match(r.body, 'test shell');
      }
    }
    for (const host of [`localhost:${session.port}`, `127.0.0.1:${session.port}`, `[::1]:${session.port}`]) {
      assert.is((await rawRequest(session.port, 'GET /api/files', { host })).status, 200, host);
    }
  },
);

loopback(
  'should refuse (403) a write without the editor header, from another origin, or not same-origin, and write nothing',
  async () => {
    const before = await readFile(join(session.fixture.dir, 'menu.json'), 'utf8');
    const opened = (await session.call('GET', '/api/file/menu')).json;
    opened.data.categories[0]!.sections![0]!.items[1].price = 31000;
    const body = JSON.stringify({ version: opened.version, data: opened.data });
    const put = (headers: Record<string, string>) =>
      fetch(`${session.origin}/api/file/menu`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    const refused: Record<string, string>[] = [
      {},
      { [WRITE_HEADER]: '0' },
      { [WRITE_HEADER]: '1', origin: 'http://evil.example' },
      { [WRITE_HEADER]: '1', origin: `http://localhost:${session.port + 1}` },
      { [WRITE_HEADER]: '1', 'sec-fetch-site': 'cross-site' },
      { [WRITE_HEADER]: '1', 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const r = await put(headers);
      assert.is(r.status, 403, JSON.stringify(headers));
      assert.is(await r.text(), "Refused: a change to the catalogue must come from the editor's own page.");
    }
    assert.is(
      (await fetch(`${session.origin}/api/images?name=x.jpg`, { method: 'POST', body: 'x' })).status,
      403,
      'an upload too',
    );
    assert.is(await readFile(join(session.fixture.dir, 'menu.json'), 'utf8'), before);
    const own = await put({ [WRITE_HEADER]: '1', origin: session.origin, 'sec-fetch-site': 'same-origin' });
    assert.is(own.status, 200, "the editor's own page");
  },
);

loopback('should serve the catalogue pictures, sandboxed, and nothing else under /catalog/', async () => {
  const picture = await session.call('GET', '/catalog/images/logo.svg');
  assert.is(picture.status, 200);
  assert.is(picture.headers.get('content-type'), 'image/svg+xml');
  assert.is(picture.headers.get('x-content-type-options'), 'nosniff');
  assert.match(picture.headers.get('content-security-policy')!, /; sandbox$/);
  assert.is(picture.text, await readFile(join(session.fixture.dir, 'images', 'logo.svg'), 'utf8'));
  for (const path of [
    '/catalog/images/../menu.json',
    '/catalog/images/%2e%2e/menu.json',
    '/catalog/images/..%2Fmenu.json',
    '/catalog/images/nope.jpg',
  ]) {
    const r = await rawRequest(session.port, `GET ${path}`, { host: `localhost:${session.port}` });
    assert.ok(r.status === 404 || r.status === 400, `${path}: ${r.status}`);
    assert.not.match(r.body, '$schema');
  }
});

const network = suite('kiln edit server on the network (--host)');
network.before(async () => {
  session = await startSession('network', { host: '0.0.0.0' });
});
network.after(async () => {
  await session.stop();
});

network('should make a random token, and refuse (403) the shell, assets and API without it', async () => {
  const { token } = session.server;
  assert.match(token!, /^[A-Za-z0-9_-]{24}$/);
  for (const path of [
    '/',
    '/menu',
    '/editor/main-TEST.js',
    '/api/files',
    '/api/file/menu',
    '/catalog/images/logo.svg',
    `/?token=${token}x`,
    '/?token=',
  ]) {
    const r = await session.call('GET', path);
    assert.is(r.status, 403, path);
    assert.match(r.text, 'kiln edit needs the address it printed in the terminal');
    assert.is(r.headers.get('set-cookie'), null);
  }
  const wrongCookie = await session.call('GET', '/api/files', undefined, { cookie: `${TOKEN_COOKIE}=${token}x` });
  assert.is(wrongCookie.status, 403);
});

network(
  'should let in the address with the token under the editor’s own path, set its cookie there, and then take the cookie alone',
  async () => {
    const { token } = session.server;
    const printed = await rawRequest(session.port, `GET /?token=${token}`, { host: `localhost:${session.port}` });
    assert.is(printed.status, 302, 'the printed address leads under the prefix');
    assert.is(printed.headers.location, `${EDITOR_PREFIX}/?token=${token}`);
    const first = await session.call('GET', `${EDITOR_PREFIX}/?token=${token}`);
    assert.is(first.status, 200);
    assert.is(
      first.text,
      FAKE_BUNDLE.shell.replace('"/editor/', `"${EDITOR_PREFIX}/editor/`),
      'its assets are under the prefix too',
    );
    const cookie = first.headers.get('set-cookie')!;
    // A path the site never serves: the preview, on another port of the same host, never gets the token.
    assert.is(cookie, `${TOKEN_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=${EDITOR_PREFIX}`);
    const withCookie = { cookie: cookie.split(';')[0]! };
    assert.is((await session.call('GET', `${EDITOR_PREFIX}/editor/main-TEST.js`, undefined, withCookie)).status, 200);
    assert.is((await session.call('GET', `${EDITOR_PREFIX}/api/files`, undefined, withCookie)).status, 200);
    assert.is(
      (await session.call('GET', `${EDITOR_PREFIX}/catalog/images/logo.svg`, undefined, withCookie)).status,
      200,
    );
    assert.is((await session.call('GET', `${EDITOR_PREFIX}/menu`, undefined, withCookie)).status, 200);
    // Any Host name: the machine is reached by its network address.
    assert.is(
      (await rawRequest(session.port, `GET ${EDITOR_PREFIX}/?token=${token}`, { host: `192.168.1.5:${session.port}` }))
        .status,
      200,
    );
    const opened = (await session.call('GET', `${EDITOR_PREFIX}/api/file/faq`, undefined, withCookie)).json;
    const saved = await session.call(
      'PUT',
      `${EDITOR_PREFIX}/api/file/faq`,
      { version: opened.version, data: opened.data },
      withCookie,
    );
    assert.is(saved.status, 200, 'writes too, with the editor header');
  },
);

loopback.run();
network.run();
