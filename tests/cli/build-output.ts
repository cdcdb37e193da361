// Helpers for the build CLI tests: output folders to build over, and what a complete build looks like.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as assert from 'uvu/assert';
import { BUILD_MARKER } from '../../scripts/write/build-marker.ts';
import { KILN, REPO, type Run } from './fixture.ts';

/** Every file under `dir` with its bytes (base64), so two snapshots compare byte for byte. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[path.slice(dir.length + 1)] = (await readFile(path)).toString('base64');
  }
  return files;
}

/**
 * A folder `dist` in a fresh temp folder holding a page, a picture and a binary file: an earlier
 * build's output if `marked` (its marker lists them), else someone's files that happen to be there.
 */
export async function existingOutput({ marked }: { marked: boolean }): Promise<{ root: string; out: string }> {
  const root = await mkdtemp(join(tmpdir(), 'kiln-build-out-'));
  const out = join(root, 'dist');
  const write = async (file: string, data: string | Buffer) => {
    await mkdir(dirname(join(out, file)), { recursive: true });
    await writeFile(join(out, file), data);
  };
  try {
    await write('site/index.html', '<!doctype html><title>previous build</title>');
    await write('site/images/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await write('keep-me.bin', Buffer.from([0, 255, 1, 254, 10, 13]));
    // As a build writes it: listing everything it wrote, so the next build may replace all of it.
    const files = ['keep-me.bin', 'site', 'site/images', 'site/images/logo.svg', 'site/index.html'];
    if (marked)
      await write(BUILD_MARKER, JSON.stringify({ kiln: '0.0.1', builtAt: '2025-01-01T00:00:00.000Z', files }));
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  return { root, out };
}

/** The marker's build time: present only once a build is complete. */
export async function builtAt(out: string): Promise<string> {
  const { builtAt } = JSON.parse(await readFile(join(out, BUILD_MARKER), 'utf8')) as { builtAt?: string };
  assert.ok(builtAt && Date.parse(builtAt) > 0, `${out} carries a complete marker`);
  return builtAt;
}

/** `out` holds one whole build: the marker, the pages, the hub, and every script the home page loads. */
export async function assertCompleteBuild(out: string): Promise<void> {
  await builtAt(out);
  const home = await readFile(join(out, 'site/index.html'), 'utf8');
  assert.ok(home.includes('Where Food Meets Art'), 'the home page');
  assert.ok((await stat(join(out, 'site/404.html'))).isFile(), 'the 404 page');
  assert.ok((await stat(join(out, 'hub/index.html'))).isFile(), 'the hub');
  const assets = [...home.matchAll(/"(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  assert.ok(assets.length > 0, 'the home page loads scripts');
  for (const asset of assets) assert.ok((await stat(join(out, 'site', asset))).isFile(), `${asset} is there`);
}

const command = (args: string[]) => [process.execPath, [...KILN, ...args]] as const;
const options = (env: Record<string, string>) => ({
  cwd: REPO,
  env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
});

/** `kiln` as fixture.ts runs it, with extra environment variables; also says which signal ended it and its pid. */
export function kilnWithEnv(
  env: Record<string, string>,
  ...args: string[]
): Run & { signal: NodeJS.Signals | null; pid: number } {
  const result = spawnSync(...command(args), { ...options(env), encoding: 'utf8' });
  return { code: result.status, signal: result.signal, pid: result.pid!, stdout: result.stdout, stderr: result.stderr };
}

/** `kiln` started in the background; `done` resolves when it ends. */
export function kilnInBackground(...args: string[]): {
  child: ChildProcess;
  output: () => string;
  done: Promise<Run & { signal: NodeJS.Signals | null }>;
} {
  const child = spawn(...command(args), options({}));
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  const done = new Promise<Run & { signal: NodeJS.Signals | null }>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, output: () => stdout + stderr, done };
}

/** Resolves once `check` holds, polling every 20 ms; fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
