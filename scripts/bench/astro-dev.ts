import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { benchPrice, timeSaves, type DevReload } from './dev-reload.ts';
import { findChromium } from './find-chromium.ts';

/** Where the peer's dev server listens while measured: beside kiln dev's (dev-reload.ts). */
const PORT = Number(process.env.KILN_BENCH_PORT ?? 4473) + 20;

/** The peer's menu data, and the dish whose price the bench edits: the first on /menu, as in Kiln's. */
const MENU = join('src', 'data', 'menu.ts');
const DISH = /(item\('espresso',[^\n]*?,\s*)(\d+)(\))/;

/**
 * Astro's dev server (`astro dev`) on the peer in `peer`, run by the Node in `nodeBin` (Astro needs
 * Node 22), /menu open in Chromium, and `saves` edits of the first dish's price in the peer's
 * src/data/menu.ts, the same edit dev-reload.ts makes in Kiln's catalogue: for each, the time from
 * writing the file to the first paint that shows the new price (Vite patches the island in place,
 * or reloads the page). The file is put back as it was. Undefined when the peer, its Node or a
 * Chromium is missing.
 */
export async function measureAstroDev({
  peer,
  nodeBin,
  saves = 5,
}: {
  peer: string;
  nodeBin: string;
  saves?: number;
}): Promise<DevReload[] | undefined> {
  const executablePath = findChromium();
  const astro = join(peer, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const node = join(nodeBin, 'node');
  if (!executablePath || !existsSync(astro) || !existsSync(node) || !existsSync(join(peer, MENU))) return undefined;
  const file = join(peer, MENU);
  const original = await readFile(file, 'utf8');
  if (!DISH.test(original)) throw new Error(`${file}: no espresso price to edit`);
  const dev = await startAstroDev(peer, node, astro);
  try {
    return await timeSaves({
      executablePath,
      url: `http://localhost:${PORT}/menu`,
      saves,
      save: async (i) => ({ file, data: original.replace(DISH, `$1${benchPrice(i)}$3`), text: String(benchPrice(i)) }),
    });
  } finally {
    await writeFile(file, original);
    dev.kill('SIGTERM');
    await new Promise((r) => dev.once('exit', r));
  }
}

/** `astro dev` on the peer; resolves once it has answered /menu (its first answer compiles the page). */
async function startAstroDev(peer: string, node: string, astro: string): Promise<ChildProcess> {
  const child = spawn(node, [astro, 'dev', '--port', String(PORT), '--host', 'localhost'], {
    cwd: peer,
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      PATH: `${join(node, '..')}${delimiter}${process.env.PATH ?? ''}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => void (printed += chunk));
  child.stderr!.on('data', (chunk: Buffer) => void (printed += chunk));
  const exited = new Promise<never>((_, reject) =>
    child.on('exit', (code) => reject(new Error(`astro dev exited ${code}: ${printed}`))),
  );
  exited.catch(() => undefined);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await Promise.race([
      fetch(`http://localhost:${PORT}/menu`).then(
        (r) => r.ok,
        () => false,
      ),
      exited,
    ]);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`astro dev did not answer within 60 s: ${printed}`);
}
