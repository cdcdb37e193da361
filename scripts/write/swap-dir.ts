import { rename, rm, stat } from 'node:fs/promises';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Tests set `KILN_FAULT=swap-between-renames` to kill the build at the swap's one unsafe
 * instant, when the old output is moved aside and the new one not yet in place.
 */
export const SWAP_FAULT = { env: 'KILN_FAULT', value: 'swap-between-renames' } as const;

/**
 * Puts a finished build in place of the previous one. Everything was written to `next` first,
 * so a build that fails never touches `target`; the swap itself is two renames on one disk.
 * A build killed between them leaves `target` missing and both folders beside it, which the
 * next build restores (recoverOutDir).
 */
export async function swapDir(next: string, target: string): Promise<void> {
  const old = `${target}.old-${process.pid}`;
  const hadTarget = await exists(target);
  if (hadTarget) await rename(target, old);
  if (process.env[SWAP_FAULT.env] === SWAP_FAULT.value) process.kill(process.pid, 'SIGKILL');
  try {
    await rename(next, target);
  } catch (error) {
    if (hadTarget) await rename(old, target);
    throw error;
  }
  if (hadTarget) await rm(old, { recursive: true, force: true });
}
