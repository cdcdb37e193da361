import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Refusal } from '../outcome.ts';
import { isProcessAlive } from './is-process-alive.ts';

export interface BuildLockOptions {
  /** How long to wait for another build before giving up. */
  waitMs?: number;
  pollMs?: number;
  /** Called once, when the lock is found held by a running build (pid undefined: not yet readable). */
  onWait?: (pid: number | undefined) => void;
}

/** Who holds a lock file: a live process (pid, or undefined while it is being written), nobody, or no file. */
type Owner = { pid: number | undefined } | 'stale' | 'gone';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** A lock file that stays unreadable this long was left by a build killed while creating it. */
const UNREADABLE_STALE_MS = 2000;
/** Locks this process holds: a lock naming our own pid is otherwise a dead build's whose pid came back. */
const held = new Set<string>();

/**
 * Takes `<outDir>.lock` so that one build at a time writes `outDir` (a `kiln dev` rebuild and
 * a manual build, say). Waits while a live build holds it, takes over a lock whose process is
 * gone, and gives up after `waitMs` (a 'busy' refusal), or at once if no lock can be made
 * there. Returns the release function, or the refusal; the lock is also released if the process
 * is stopped by a signal. Sync file calls keep each check-then-act step from interleaving with
 * this process's own async work.
 */
export async function acquireBuildLock(
  outDir: string,
  { waitMs = 60_000, pollMs = 100, onWait }: BuildLockOptions = {},
): Promise<(() => void) | Refusal> {
  const lock = `${outDir}.lock`;
  const deadline = Date.now() + waitMs;
  let waited = false;
  for (let created = tryCreate(lock, outDir); created !== true; created = tryCreate(lock, outDir)) {
    if (created) return created;
    const owner = readOwner(lock);
    if (owner === 'gone') continue;
    if (owner === 'stale') {
      removeIfStale(lock);
      continue;
    }
    if (Date.now() >= deadline) return { reason: 'busy', out: outDir, lock, pid: owner.pid };
    if (!waited) onWait?.(owner.pid);
    waited = true;
    await sleep(pollMs);
  }
  held.add(lock);

  const release = () => {
    for (const signal of SIGNALS) process.off(signal, onSignal);
    if (!held.has(lock)) return;
    // Only our own lock: one taken over meanwhile belongs to another build.
    const owner = readOwner(lock);
    held.delete(lock);
    if (typeof owner === 'object' && owner.pid === process.pid) removeQuietly(lock);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    release();
    // Nobody else handles this signal: end the process as it would have ended without us.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return release;
}

/** Creates the lock (true), or says it is there (false) or cannot be made there at all (/sys, a read-only disk). */
function tryCreate(lock: string, outDir: string): boolean | Refusal {
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EEXIST') return false;
    if (typeof code === 'string')
      return { reason: 'out-dir', refusal: { out: outDir, reason: 'cannot-create', related: lock, code } };
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
  } finally {
    closeSync(fd);
  }
  return true;
}

function readOwner(lock: string): Owner {
  let text: string;
  let age: number;
  try {
    text = readFileSync(lock, 'utf8');
    age = Date.now() - statSync(lock).mtimeMs;
  } catch {
    return 'gone';
  }
  let pid: unknown;
  try {
    pid = (JSON.parse(text) as { pid?: unknown }).pid;
  } catch {
    // Being written this instant, or left half-written by a build killed while writing it.
    return age > UNREADABLE_STALE_MS ? 'stale' : { pid: undefined };
  }
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return 'stale';
  if (pid === process.pid) return held.has(lock) ? { pid } : 'stale';
  return isProcessAlive(pid) ? { pid } : 'stale';
}

function removeIfStale(lock: string): void {
  // Read again just before removing, so a lock another build took over a moment ago survives.
  if (readOwner(lock) === 'stale') removeQuietly(lock);
}

function removeQuietly(lock: string): void {
  try {
    unlinkSync(lock);
  } catch {
    // Already gone: another build removed it first.
  }
}
