import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/*
 * Kiln's cache (node_modules/.cache/kiln/) only saves time: a file goes in whole or not at all (a
 * killed build or a reader at the same moment never sees half of one), and a read-only or full
 * disk never fails the command that made it.
 */

/** Writes `data` to the cache file `file`, whole or not at all; never fails. */
export async function writeToCache(file: string, data: Uint8Array | string): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(partial, data);
    await rename(partial, file);
  } catch {
    await rm(partial, { force: true }).catch(() => undefined);
  }
}

/** writeToCache, for a process that is ending (`beforeExit`) or must not wait (plain JavaScript, as the launcher uses it too). */
export { writeToCacheSync } from '../prebuilt/content-key.mjs';
