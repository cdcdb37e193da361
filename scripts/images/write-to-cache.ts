import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Whole or not at all (a killed build leaves no half file behind), and never failing the build: the cache only saves time. */
export async function writeToCache(file: string, bytes: Uint8Array | string): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch {
    // A read-only or full disk: this build made it anyway.
  }
}
