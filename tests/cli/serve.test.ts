import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { rawBytes, rawRequest } from '../raw-http.ts';
import { kilnAsync, REPO } from './fixture.ts';
import { ROUTES } from '../../site/core/routes.ts';

const serve = suite('kiln serve');

const PORT = Number(process.env.KILN_E2E_PORT ?? 4273) + 50;
const url = (port: number, path: string) => `http://localhost:${port}${path}`;
let child: ChildProcess;
let root: string;
let out: string;

/** Starts the real CLI and resolves once it says where it serves. */
function start(...args: string[]): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', 'serve', ...args], {
    cwd: REPO,
    env: { ...process.env, NO_COLOR: '1' },
  });
  let printed = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk;
      if (printed.includes('Press Ctrl+C')) resolve(printed);
    });
    child.stderr!.on('data', (chunk: Buffer) => (printed += chunk));
    child.on('exit', (code) => reject(new Error(`kiln serve exited ${code}:\n${printed}`)));
  });
}

serve.before(async () => {
  // --out inside a folder of its own: the lock and build folders kiln keeps beside it go with it.
  root = await mkdtemp(join(tmpdir(), 'kiln-serve-'));
  out = join(root, 'dist');
});

serve.after(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const ended = once(child, 'exit');
    child.kill();
    await ended;
  }
  await rm(root, { recursive: true, force: true });
});

serve('should build, then serve the site, the hub and the emulator on the ports it prints', async () => {
  const printed = await start(
    '--out',
    out,
    '--port',
    String(PORT),
    '--hub-port',
    String(PORT + 1),
    '--api-port',
    String(PORT + 2),
  );
  assert.match(printed, new RegExp(`Built ${ROUTES.length} routes`));
  assert.match(printed, `Site  ${url(PORT, '')}`);
  assert.match(printed, `Hub   ${url(PORT + 1, '')}`);
  assert.match(printed, `API   ${url(PORT + 2, '')} (local commerce emulator)`);

  const home = await fetch(url(PORT, '/'));
  assert.is(home.status, 200);
  assert.match(await home.text(), /Where Food Meets/);
  assert.is((await fetch(url(PORT, '/about'))).status, 200);
  assert.is((await fetch(url(PORT, '/about/'))).status, 200);
});

serve('should give the fallbacks a static host is told about in docs/deploying.md', async () => {
  const listed = await fetch(url(PORT, '/product/speckled-mug'));
  assert.is(listed.status, 200, 'a listed product has a page of its own');
  assert.match(await listed.text(), /data-live-product/);
  const unlisted = await fetch(url(PORT, '/product/a-product-the-catalogue-does-not-list'));
  assert.is(unlisted.status, 200, 'every other /product/{id} is the product shell');
  assert.match(await unlisted.text(), /data-island="product"/);
  const missing = await fetch(url(PORT, '/no-such-page'));
  assert.is(missing.status, 404);
  assert.match(await missing.text(), /<h1[^>]*>This page slipped off the wheel/);
  assert.is((await fetch(url(PORT + 1, '/reservations'))).status, 200, 'hub deep links have pages of their own');
  assert.is((await fetch(url(PORT + 1, '/no-such-screen'))).status, 404, "anything else is the hub's not-found screen");
});

serve('should point the built pages at its own emulator, which answers the store calls', async () => {
  const html = await (await fetch(url(PORT, '/store'))).text();
  assert.ok(html.includes(url(PORT + 2, '')), "the emulator's URL is baked into the page");
  const api = await fetch(url(PORT + 2, '/store/clay-table-blr/products/speckled-mug'));
  assert.is(api.status, 200);
  assert.is((await api.json()).id, 'speckled-mug');
});

serve('should answer what used to stop the servers with a 4xx, and keep serving on all three ports', async () => {
  const hostile = ['GET /%', 'GET //', 'GET /a%zz%', 'GET /%E0%A4%A'];
  for (const port of [PORT, PORT + 1, PORT + 2]) {
    for (const line of hostile) assert.is((await rawRequest(port, line)).status, 400, `${line} on ${port}`);
    assert.is((await rawBytes(port, 'NOT HTTP\r\n\r\n')).status, 400);
  }
  for (const range of ['bytes=5-2', 'bytes=0-99999999999999999999']) {
    assert.is((await rawRequest(PORT, 'GET /', { range })).status, 416, range);
    assert.is((await rawRequest(PORT + 1, 'GET /', { range })).status, 416, range);
  }
  assert.is((await fetch(url(PORT, '/about'))).status, 200, 'the site still answers');
  assert.is((await fetch(url(PORT + 1, '/'))).status, 200, 'the hub still answers');
  assert.is(
    (await fetch(url(PORT + 2, '/store/clay-table-blr/products/speckled-mug'))).status,
    200,
    'the emulator still answers',
  );
});

serve('should never serve a file from outside the build folder', async () => {
  // Planted after the build: beside site/, and in a sibling folder whose name starts with "site".
  await writeFile(join(out, 'secret.txt'), 'SECRET-BESIDE');
  await mkdir(join(out, 'site-secret'), { recursive: true });
  await writeFile(join(out, 'site-secret', 'index.html'), 'SECRET-SIBLING');
  const paths = [
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%2f..%2f..%2f..%2fetc/passwd',
    '/assets/..%2f..%2fsecret.txt',
    '/..%2fsite-secret/',
    '/..%2fsite-secret/index.html',
    '/..%5csecret.txt',
  ];
  for (const port of [PORT, PORT + 1]) {
    for (const path of paths) {
      const r = await rawRequest(port, `GET ${path}`);
      assert.not.match(r.text, /SECRET-/, `${path} on ${port}`);
      assert.is(r.status, 404, `${path} on ${port}: the not-found page`);
    }
  }
});

serve('should give every /product/<id> the product shell, matching the raw path', async () => {
  for (const id of ['a%2Fb', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'mug%20%22x%22']) {
    const r = await rawRequest(PORT, `GET /product/${id}`);
    assert.is(r.status, 200, id);
    assert.match(r.body, /data-island="product"/, id);
  }
});

serve('should refuse a port that is taken, or given twice, in one line before building, and exit 2', async () => {
  // Not spawnSync: the fetch below must not be sent on a pooled socket the server closed meanwhile.
  const kiln = (...args: string[]) => kilnAsync(args, { timeoutMs: 60_000 });
  const others = ['--out', join(root, 'never'), '--hub-port', String(PORT + 3), '--api-port', String(PORT + 4)];
  for (const command of ['serve', 'dev']) {
    const taken = await kiln(command, '--port', String(PORT), ...others);
    assert.is(taken.code, 2, `${command}: ${taken.stderr}`);
    assert.is(
      taken.stderr,
      `kiln: port ${PORT} is already in use (another kiln serve or dev?); stop that, or choose a free one with --port.\n`,
    );
    assert.not.match(taken.stdout, /Built/, `${command} spent no build on it`);
  }
  const twice = await kiln(
    'serve',
    '--catalog',
    'tests/fixtures/catalog',
    '--out',
    join(root, 'never'),
    '--port',
    String(PORT + 3),
    '--hub-port',
    String(PORT + 3),
    '--api-port',
    String(PORT + 4),
  );
  assert.is(twice.code, 2);
  assert.is(twice.stderr, `kiln: --port and --hub-port are both ${PORT + 3}; each server needs a port of its own.\n`);
  assert.is((await fetch(url(PORT, '/about'))).status, 200, 'the server holding the port still answers');
});

serve('should warn when serving with --no-build pages built for another commerce API', async () => {
  // Built by the first test for the emulator on PORT + 2; served here with one on PORT + 7.
  const other = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/cli.ts',
      'serve',
      '--no-build',
      '--out',
      out,
      '--port',
      String(PORT + 5),
      '--hub-port',
      String(PORT + 6),
      '--api-port',
      String(PORT + 7),
    ],
    { cwd: REPO },
  );
  let printed = '';
  try {
    await new Promise<void>((resolve, reject) => {
      other.stdout.on('data', (chunk: Buffer) => {
        printed += chunk;
        if (printed.includes('Press Ctrl+C')) resolve();
      });
      other.stderr.on('data', (chunk: Buffer) => (printed += chunk));
      other.on('exit', (code) => reject(new Error(`exited ${code}: ${printed}`)));
    });
    assert.match(
      printed,
      `kiln serve: warning: ${out} was built for the commerce API at ${url(PORT + 2, '')}, not ${url(PORT + 7, '')}, so its shop calls that one; to try the shop here, run kiln serve without --no-build.\n`,
    );
    assert.is((await fetch(url(PORT + 5, '/about'))).status, 200, 'and serves it all the same');
  } finally {
    const ended = once(other, 'exit');
    other.kill();
    await ended;
  }
});

serve("should keep the emulator's test controls switched off", async () => {
  for (const control of ['reset', 'fail-next', 'product']) {
    assert.is(
      (await fetch(url(PORT + 2, `/__emulator/${control}`), { method: 'POST', body: '{}' })).status,
      404,
      control,
    );
  }
});

serve.run();
