// Fixture catalogues: a fresh copy of the tests' own tests/fixtures/catalog/ in a temp folder, with one thing broken.
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';

export const REPO = join(import.meta.dirname, '..', '..');

export interface Fixture {
  dir: string;
  readJson(file: string): Promise<any>;
  writeJson(file: string, data: unknown): Promise<void>;
  /** Reads, changes and writes back a catalogue file (2-space indented). */
  editJson(file: string, change: (data: any) => void): Promise<void>;
  readText(file: string): Promise<string>;
  writeText(file: string, text: string): Promise<void>;
  remove(file: string): Promise<void>;
  /** "line:column" of the value at `path` in `file`, found independently of kiln's own locator. */
  position(file: string, path: (string | number)[], options?: { key?: boolean }): Promise<string>;
  cleanup(): Promise<void>;
}

/**
 * Copies tests/fixtures/catalog/ to a temp folder named after the scenario and applies `breakIt`. If either
 * throws, the folder is removed before the error goes on; once the fixture is returned,
 * removing it is the caller's job (`cleanup()` in a `finally` or an `after` hook).
 */
export async function makeFixture(
  scenario: string,
  breakIt?: (fixture: Fixture) => Promise<void> | void,
): Promise<Fixture> {
  const dir = await mkdtemp(join(tmpdir(), `kiln-${scenario}-`));
  const at = (file: string) => join(dir, file);
  const fixture: Fixture = {
    dir,
    readJson: async (file) => JSON.parse(await readFile(at(file), 'utf8')),
    writeJson: (file, data) => writeFile(at(file), `${JSON.stringify(data, null, 2)}\n`),
    async editJson(file, change) {
      const data = await fixture.readJson(file);
      change(data);
      await fixture.writeJson(file, data);
    },
    readText: (file) => readFile(at(file), 'utf8'),
    writeText: (file, text) => writeFile(at(file), text),
    remove: (file) => rm(at(file), { recursive: true }),
    async position(file, path, options = {}) {
      const text = await fixture.readText(file);
      const node = findNodeAtLocation(parseTree(text)!, path);
      if (!node) throw new Error(`no ${path.join('/')} in ${file}`);
      const offset = options.key ? node.parent!.offset : node.offset;
      const before = text.slice(0, offset).split('\n');
      return `${before.length}:${before.at(-1)!.length + 1}`;
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
  try {
    await cp(join(REPO, 'tests', 'fixtures', 'catalog'), dir, { recursive: true });
    await breakIt?.(fixture);
  } catch (error) {
    await fixture.cleanup();
    throw error;
  }
  return fixture;
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** How staff run Kiln (`npm run kiln --`): the launcher, which runs the prebuilt CLI (made on its first run after a change). */
export const KILN = ['scripts/prebuilt/kiln.mjs'];

/** Runs the real CLI, as staff would: `node scripts/prebuilt/kiln.mjs …` from the repository. */
export const kiln = (...args: string[]): Run => kilnWithin(undefined, ...args);

/**
 * `kiln(...args)`, stopped after `ms` if it has not ended (its code is then null): for a command
 * whose fault would be to run on. Output up to 64 MiB (`--json` with thousands of problems).
 */
export function kilnWithin(ms: number | undefined, ...args: string[]): Run {
  const result = spawnSync(process.execPath, [...KILN, ...args], {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    timeout: ms,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * `kiln(...args)` without blocking this process, for tests that also talk to a server: spawnSync
 * holds the test's event loop, so a keep-alive socket it pooled is not seen closing (the server
 * drops it after 5 s idle) and the next fetch is sent on it dead ("fetch failed"). `timeoutMs`:
 * stop it then (a server that should have refused to start).
 */
export function kilnAsync(args: string[], { timeoutMs }: { timeoutMs?: number } = {}): Promise<Run> {
  const child = spawn(process.execPath, [...KILN, ...args], {
    cwd: REPO,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    ...(timeoutMs ? { timeout: timeoutMs } : {}),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Non-empty output lines. */
export const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');
