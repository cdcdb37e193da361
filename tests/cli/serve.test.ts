import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { REPO } from './fixture.ts';

const serve = suite('kiln serve');

const PORT = Number(process.env.KILN_E2E_PORT ?? 4273) + 50;
const url = (port: number, path: string) => `http://localhost:${port}${path}`;
let child: ChildProcess;
let out: string;

/** Starts the real CLI and resolves once it says where it serves. */
function start(...args: string[]): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/kiln.ts', 'serve', ...args], { cwd: REPO, env: { ...process.env, NO_COLOR: '1' } });
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
  out = await mkdtemp(join(tmpdir(), 'kiln-serve-'));
});

serve.after(async () => {
  child?.kill();
  await rm(out, { recursive: true, force: true });
});

serve('should build, then serve the site, the hub and the emulator on the ports it prints', async () => {
  const printed = await start('--out', out, '--port', String(PORT), '--hub-port', String(PORT + 1), '--api-port', String(PORT + 2));
  assert.match(printed, /Built 32 routes/);
  assert.match(printed, `Site  ${url(PORT, '')}`);
  assert.match(printed, `Hub   ${url(PORT + 1, '')}`);
  assert.match(printed, `API   ${url(PORT + 2, '')} (local commerce emulator)`);

  const home = await fetch(url(PORT, '/'));
  assert.is(home.status, 200);
  assert.match(await home.text(), /Where Food Meets/);
  assert.is((await fetch(url(PORT, '/about'))).status, 200);
  assert.is((await fetch(url(PORT, '/about/'))).status, 200);
});

serve('should give the fallbacks a static host is told about in the README', async () => {
  const product = await fetch(url(PORT, '/product/speckled-mug'));
  assert.is(product.status, 200, 'every /product/{id} is the product shell');
  assert.match(await product.text(), /data-island="product"/);
  const missing = await fetch(url(PORT, '/no-such-page'));
  assert.is(missing.status, 404);
  assert.match(await missing.text(), /<h1[^>]*>This page slipped off the wheel/);
  assert.is((await fetch(url(PORT + 1, '/reservations'))).status, 200, 'hub deep links fall back to its index');
});

serve('should point the built pages at its own emulator, which answers the store calls', async () => {
  const html = await (await fetch(url(PORT, '/store'))).text();
  assert.ok(html.includes(url(PORT + 2, '')), 'the emulator\'s URL is baked into the page');
  const api = await fetch(url(PORT + 2, '/store/clay-table-blr/products/speckled-mug'));
  assert.is(api.status, 200);
  assert.is((await api.json()).id, 'speckled-mug');
});

serve.run();
