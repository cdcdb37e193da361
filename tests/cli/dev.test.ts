import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { makeFixture, REPO, type Fixture } from './fixture.ts';

const dev = suite('kiln dev');

const PORT = Number(process.env.KILN_E2E_PORT ?? 4273) + 60;
const RELOAD_PORT = PORT + 10;
let child: ChildProcess;
let fixture: Fixture;
let out: string;

dev.before(async () => {
  fixture = await makeFixture('dev');
  out = await mkdtemp(join(tmpdir(), 'kiln-dev-out-'));
});

dev.after(async () => {
  child?.kill();
  await fixture.cleanup();
  await rm(out, { recursive: true, force: true });
});

/** Resolves with the next server-sent event named `name` from the dev loop's reload stream. */
async function nextEvent(name: string, timeoutMs = 60_000): Promise<void> {
  const response = await fetch(`http://localhost:${RELOAD_PORT}/`);
  const reader = response.body!.getReader();
  const deadline = setTimeout(() => void reader.cancel(), timeoutMs);
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`no "${name}" event within ${timeoutMs} ms`);
    text += new TextDecoder().decode(value);
    if (text.includes(`event: ${name}`)) break;
  }
  clearTimeout(deadline);
  await reader.cancel();
}

dev('should rebuild when the catalogue changes and tell open pages to reload', async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/kiln.ts', 'dev', '--catalog', fixture.dir, '--out', out,
    '--port', String(PORT), '--hub-port', String(PORT + 1), '--api-port', String(PORT + 2)], { cwd: REPO });
  await new Promise<void>((resolve, reject) => {
    let printed = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk;
      if (printed.includes('Watching for changes')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`kiln dev exited ${code}: ${printed}`)));
  });
  const page = await (await fetch(`http://localhost:${PORT}/about`)).text();
  assert.match(page, `EventSource('http://localhost:${RELOAD_PORT}/')`, 'served pages listen for reloads');

  const reloaded = nextEvent('reload');
  await new Promise((r) => setTimeout(r, 300)); // let the stream connect before the edit
  await fixture.editJson('site.json', (s) => void (s.tagline = 'Where Clay Meets Coffee'));
  await reloaded;
  assert.match(await (await fetch(`http://localhost:${PORT}/`)).text(), /Where Clay Meets Coffee/);
});

dev.run();
