import { rename, rm, stat } from 'node:fs/promises';

const exists = (path: string) => stat(path).then(() => true, () => false);

/**
 * Puts a finished build in place of the previous one. Everything was written to `next` first,
 * so a build that fails never touches `target`; the swap itself is two renames on one disk.
 */
export async function swapDir(next: string, target: string): Promise<void> {
  const old = `${target}.old-${process.pid}`;
  const hadTarget = await exists(target);
  if (hadTarget) await rename(target, old);
  try {
    await rename(next, target);
  } catch (error) {
    if (hadTarget) await rename(old, target);
    throw error;
  }
  if (hadTarget) await rm(old, { recursive: true, force: true });
}
