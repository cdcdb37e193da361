import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { DevHooks } from '../../../scripts/dev/dev-session.ts';
import { badRange } from '../../../scripts/http/bad-range.ts';
import { guardRequest } from '../../../scripts/http/guard-request.ts';
import { parseRequestPath } from '../../../scripts/http/parse-request-path.ts';
import { startStaticServer, type StaticServerOptions } from '../../../scripts/serve/static-server.ts';
import { rawBytes, rawRequest, type RawResponse } from '../../raw-http.ts';

/*
 * A small build with secrets planted around it: beside it, in a sibling folder whose name starts
 * with the build's, and behind symlinks inside it. No response may ever contain one.
 */
const SECRETS = ['SECRET-BESIDE', 'SECRET-IN-FOLDER', 'SECRET-IN-SIBLING', 'SECRET-BEHIND-DIR-LINK'];
const ASSET = 'console.log("0123456789");\n';
const DEV_SCRIPT = '<script>/*dev-reload*/</script>';
/** The dev loop's side, reduced to what the server must do with it. */
const DEV_HOOKS: DevHooks = {
  handle: (req, res) => req.url === '/__kiln/ping' && !!res.writeHead(200).end('pong'),
  inject: () => DEV_SCRIPT,
  placeholder: () => `<!doctype html><title>nothing built</title>${DEV_SCRIPT}`,
};
let root: string;
const servers: Server[] = [];
const ports = { site: 0, dev: 0, spa: 0 };

async function plant(files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

async function startAll(): Promise<void> {
  root = await mkdtemp(join(tmpdir(), 'kiln-static-'));
  await plant({
    'build/index.html': '<html><body>home page</body></html>',
    'build/404.html': '<html><body>not found page</body></html>',
    'build/about/index.html': '<html><body>about page</body></html>',
    'build/product/index.html': '<html><body>product shell</body></html>',
    'build/assets/app.js': ASSET,
    'build/_redirects': '/product/*  /product/index.html  200\n',
    'hub/index.html': '<html><body>hub app</body></html>',
    'hub/_redirects': '# a single-page app\n/*  /index.html  200\n',
    'secret.txt': SECRETS[0]!,
    'secret/index.html': SECRETS[1]!,
    'build-sibling/secret.txt': SECRETS[2]!,
    'linked/index.html': SECRETS[3]!,
  });
  await symlink(join(root, 'secret.txt'), join(root, 'build/escape.txt'));
  await symlink(join(root, 'linked'), join(root, 'build/linked'));
  await symlink(join(root, 'build/about/index.html'), join(root, 'build/alias.html'));
  const start = async (o: Omit<StaticServerOptions, 'port'>) => {
    const server = await startStaticServer({ ...o, port: 0 });
    servers.push(server);
    return (server.address() as AddressInfo).port;
  };
  ports.site = await start({ dir: join(root, 'build') });
  ports.dev = await start({ dir: join(root, 'build'), dev: DEV_HOOKS });
  ports.spa = await start({ dir: join(root, 'hub') });
}

async function stopAll(): Promise<void> {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  await rm(root, { recursive: true, force: true });
}

const leaks = (r: RawResponse) => SECRETS.filter((s) => r.text.includes(s));

/** The server still serves its home page after whatever came before. */
async function stillServes(port: number, home = /home page|hub app/): Promise<void> {
  const r = await rawRequest(port, 'GET /');
  assert.is(r.status, 200, 'the server still answers');
  assert.match(r.body, home);
}

// ---------------------------------------------------------------------------------------------

const hostile = suite('static server: requests that used to stop it');
hostile.before(startAll);
hostile.after(stopAll);

const BAD_PATHS = [
  'GET /%',
  'GET //',
  'GET /a//b',
  'GET /about%zz',
  'GET /%E0%A4%A',
  'GET /a%00b',
  'GET *',
  'GET http://evil.test/',
];

hostile('should answer 400 to a malformed path or percent-escape and keep serving, in every mode', async () => {
  for (const port of Object.values(ports)) {
    for (const line of BAD_PATHS) {
      const r = await rawRequest(port, line);
      assert.is(r.status, 400, `${line} on port ${port}`);
      await stillServes(port);
    }
  }
});

hostile(
  'should answer 416 to a backwards, malformed, past-the-end or overflowing Range, and keep serving',
  async () => {
    for (const range of [
      'bytes=5-2',
      'bytes=0-99999999999999999999',
      'bytes=99999999999999999999-',
      'bytes=abc',
      'bytes=-',
      'bytes=1000-',
    ]) {
      for (const path of ['/assets/app.js', '/about/', '/']) {
        const r = await rawRequest(ports.site, `GET ${path}`, { range });
        assert.is(r.status, 416, `${range} on ${path}`);
        assert.match(r.headers['content-range'] ?? '', /^bytes \*\/\d+$/);
      }
      await stillServes(ports.site);
    }
  },
);

hostile('should still send the bytes a sound Range asks for', async () => {
  const r = await rawRequest(ports.site, 'GET /assets/app.js', { range: 'bytes=13-22' });
  assert.is(r.status, 206);
  assert.is(r.body, '0123456789');
  assert.is(r.headers['content-range'], `bytes 13-22/${ASSET.length}`);
  const end = await rawRequest(ports.site, 'GET /assets/app.js', { range: 'bytes=-3' });
  assert.is(end.body, ASSET.slice(-3));
});

hostile('should answer 400 to HTTP that does not parse and keep serving', async () => {
  for (const bytes of ['GARBAGE\r\n\r\n', 'GET / HTTP/1.1\r\nbad header line\r\n\r\n', 'GET / HTTP/9\r\n\r\n']) {
    const r = await rawBytes(ports.site, bytes);
    assert.is(r.status, 400, JSON.stringify(bytes));
    await stillServes(ports.site);
  }
});

hostile('should answer 405 to methods a static host does not take', async () => {
  const r = await rawRequest(ports.site, 'POST /');
  assert.is(r.status, 405);
  assert.is(r.headers.allow, 'GET, HEAD');
});

hostile('should answer HEAD with the headers only', async () => {
  const r = await rawRequest(ports.site, 'HEAD /assets/app.js');
  assert.is(r.status, 200);
  assert.is(r.headers['content-length'], String(ASSET.length));
  assert.is(r.body, '');
});

hostile.run();

// ---------------------------------------------------------------------------------------------

const contained = suite('static server: nothing outside the build folder');
contained.before(startAll);
contained.after(stopAll);

const TRAVERSALS = [
  'GET /../secret.txt',
  'GET /..%2fsecret.txt',
  'GET /..%2Fsecret.txt',
  'GET /%2e%2e/secret.txt',
  'GET /%2E%2E%2Fsecret.txt',
  'GET /..%2f..%2f..%2f..%2f..%2f..%2fetc/passwd',
  'GET /assets/..%2f..%2fsecret.txt',
  'GET /..%5csecret.txt',
  'GET /.%2e/secret/',
  'GET /..%2fsecret/',
  'GET /..%2fsecret',
  'GET /..%2fbuild-sibling/secret.txt',
  'GET /%2e%2e%2fbuild-sibling%2fsecret.txt',
  'GET /escape.txt',
  'GET /linked/',
  'GET /linked/index.html',
  'GET /linked',
];

contained('should never serve a file outside the build, by encoded traversal or symlink, in any mode', async () => {
  for (const [mode, port] of Object.entries(ports)) {
    for (const line of TRAVERSALS) {
      const r = await rawRequest(port, line);
      assert.equal(leaks(r), [], `${line} (${mode}) answered ${r.status} with a secret`);
      assert.ok(
        r.status === 200 ? mode === 'spa' : r.status >= 400 && r.status < 500,
        `${line} (${mode}) answered ${r.status}`,
      );
    }
    await stillServes(port);
  }
});

contained('should answer a traversal with the 404 page on the site and the app where _redirects says so', async () => {
  const site = await rawRequest(ports.site, 'GET /..%2fsecret.txt');
  assert.is(site.status, 404);
  assert.match(site.body, /not found page/);
  const spa = await rawRequest(ports.spa, 'GET /..%2f..%2fsecret.txt');
  assert.match(spa.body, /hub app/);
});

contained('should still follow a symlink that stays inside the build', async () => {
  const r = await rawRequest(ports.site, 'GET /alias.html');
  assert.is(r.status, 200);
  assert.match(r.body, /about page/);
});

contained.run();

// ---------------------------------------------------------------------------------------------

const fallbacks = suite("static server: the static host's fallbacks");
fallbacks.before(startAll);
fallbacks.after(stopAll);

fallbacks('should serve pages as a static host does: /, /about, /about/ and files', async () => {
  assert.match((await rawRequest(ports.site, 'GET /')).body, /home page/);
  assert.match((await rawRequest(ports.site, 'GET /about')).body, /about page/);
  assert.match((await rawRequest(ports.site, 'GET /about/')).body, /about page/);
  const asset = await rawRequest(ports.site, 'GET /assets/app.js?v=1');
  assert.is(asset.body, ASSET);
  assert.match(asset.headers['content-type'] ?? '', /javascript/);
  assert.ok(asset.headers.etag, 'files carry an ETag');
  assert.is((await rawRequest(ports.site, 'GET /assets/app.js', { 'if-none-match': asset.headers.etag! })).status, 304);
});

fallbacks('should give /product/<id> the product shell, matching the raw path, whatever the id holds', async () => {
  for (const id of [
    'speckled-mug',
    'a%2Fb',
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '..%2f..%2fsecret.txt',
    '%2e%2e',
    'x/',
  ]) {
    const r = await rawRequest(ports.site, `GET /product/${id}`);
    assert.is(r.status, 200, id);
    assert.match(r.body, /product shell/, id);
  }
});

fallbacks('should answer anything else with the 404 page and status 404', async () => {
  // _headers and _redirects are the host's to read, never to serve.
  for (const path of ['/no-such-page', '/products/x', '/about/index.html/x', '/assets/', '/_headers', '/_redirects']) {
    const r = await rawRequest(ports.site, `GET ${path}`);
    assert.is(r.status, 404, path);
    assert.match(r.body, /not found page/, path);
  }
  // A splat takes the rest of the path, slashes included, as a host's does.
  assert.match((await rawRequest(ports.site, 'GET /product/a/b')).body, /product shell/);
});

fallbacks(
  "should follow the build's own _redirects: a catch-all rewrite answers every unknown path with the app",
  async () => {
    const r = await rawRequest(ports.spa, 'GET /reservations/42');
    assert.is(r.status, 200);
    assert.match(r.body, /hub app/);
  },
);

fallbacks('should add the dev script to every HTML page, fallbacks included, and to nothing else', async () => {
  for (const path of ['/', '/about', '/about/index.html', '/product/x', '/nope']) {
    assert.ok((await rawRequest(ports.dev, `GET ${path}`)).body.includes(`${DEV_SCRIPT}</body>`), path);
  }
  assert.is((await rawRequest(ports.dev, 'GET /nope')).status, 404);
  assert.is((await rawRequest(ports.dev, 'GET /assets/app.js')).body, ASSET);
  assert.not.ok((await rawRequest(ports.site, 'GET /')).body.includes(DEV_SCRIPT), 'only when asked');
});

fallbacks('should let the dev loop answer its own paths first', async () => {
  assert.is((await rawRequest(ports.dev, 'GET /__kiln/ping')).body, 'pong');
  assert.is((await rawRequest(ports.site, 'GET /__kiln/ping')).status, 404);
});

fallbacks('should answer the dev placeholder when there is no build yet under kiln dev', async () => {
  const server = await startStaticServer({ dir: join(tmpdir(), 'kiln-no-such-build'), port: 0, dev: DEV_HOOKS });
  try {
    const r = await rawRequest((server.address() as AddressInfo).port, 'GET /menu');
    assert.is(r.status, 503);
    assert.match(r.body, /nothing built/);
  } finally {
    server.close();
  }
});

fallbacks('should answer a plain 404 when the build has no page to fall back to', async () => {
  const server = await startStaticServer({ dir: join(tmpdir(), 'kiln-no-such-build'), port: 0 });
  try {
    const r = await rawRequest((server.address() as AddressInfo).port, 'GET /');
    assert.is(r.status, 404);
  } finally {
    server.close();
  }
});

fallbacks.run();

// ---------------------------------------------------------------------------------------------

const guard = suite('guardRequest: an unexpected error never stops a server');
let logged: unknown[][] = [];
const realError = console.error;
guard.before.each(() => {
  logged = [];
  console.error = (...args: unknown[]) => void logged.push(args);
});
guard.after.each(() => {
  console.error = realError;
});

guard('should log the request line, answer 500 and serve the next request', async () => {
  const server = createServer(
    guardRequest('[kiln]', (req, res) => {
      if (req.url === '/sync') throw new Error('thrown at once');
      if (req.url === '/async') return Promise.reject(new Error('thrown later'));
      res.end('fine');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  try {
    for (const path of ['/sync', '/async']) {
      const r = await rawRequest(port, `GET ${path}`);
      assert.is(r.status, 500);
      assert.not.match(r.body, /thrown/, 'the error stays in the log');
      assert.is((await rawRequest(port, 'GET /')).body, 'fine');
    }
    assert.is(logged.length, 2);
    assert.is(logged[0]![0], '[kiln] GET /sync:');
    assert.is((logged[1]![1] as Error).message, 'thrown later');
  } finally {
    server.close();
  }
});

guard('should cut the connection when the answer had already begun', async () => {
  const server = createServer(
    guardRequest('[kiln]', async (_req, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('partial');
      throw new Error('midway');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const r = await rawRequest((server.address() as AddressInfo).port, 'GET /');
    assert.is(r.status, 200);
    assert.is(r.body, 'partial', 'no 500 glued onto a started answer');
  } finally {
    server.close();
  }
});

guard.run();

// ---------------------------------------------------------------------------------------------

const parts = suite('parseRequestPath and badRange');

parts('should split the raw path into decoded segments and keep the raw path', () => {
  assert.equal(parseRequestPath('/product/a%2Fb?x=%zz#h'), {
    raw: '/product/a%2Fb',
    segments: ['product', 'a/b'],
    query: new URLSearchParams('x=%zz'),
  });
  assert.equal(parseRequestPath('/')?.segments, ['']);
  assert.equal(parseRequestPath('/about/')?.segments, ['about', '']);
  assert.equal(parseRequestPath('/..%2f..')?.segments, ['../..']);
});

parts('should refuse what no link produces', () => {
  for (const url of [undefined, '', '*', 'http://x/', '/%', '/%zz', '//', '/a//', '/a%00'])
    assert.is(parseRequestPath(url), undefined, String(url));
});

parts('should judge Range headers against the file size', () => {
  assert.not.ok(badRange(undefined, 10));
  assert.not.ok(badRange('bytes=0-4', 10));
  assert.not.ok(badRange('bytes=5-100', 10), 'an end past the file is trimmed, as RFC 9110 says');
  assert.not.ok(badRange('items=0-4', 10), 'other units are ignored');
  for (const bad of ['bytes=5-2', 'bytes=10-', 'bytes=x-1', 'bytes=0-99999999999999999999', 'bytes='])
    assert.ok(badRange(bad, 10), bad);
});

parts.run();

const redirects = suite('static server: _redirects rules');

redirects('should read Netlify-style rules, skipping comments and blank lines', async () => {
  const { parseRedirects, matchRedirect } = await import('../../../scripts/http/redirects.ts');
  const rules = parseRedirects(
    '# comment\n\n/product/*  /product/index.html  200\n/old  /new  301\n/*  /404.html  404\n',
  );
  assert.equal(rules, [
    { from: '/product/*', to: '/product/index.html', status: 200 },
    { from: '/old', to: '/new', status: 301 },
    { from: '/*', to: '/404.html', status: 404 },
  ]);
  assert.equal(matchRedirect(rules, '/product/a%2Fb')?.to, '/product/index.html');
  assert.equal(matchRedirect(rules, '/old/')?.rule.status, 301);
  assert.equal(matchRedirect(rules, '/anything')?.rule.status, 404);
  assert.is(matchRedirect(rules.slice(0, 2), '/products'), undefined);
});

redirects.run();
