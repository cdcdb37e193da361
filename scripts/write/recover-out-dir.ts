import { readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isKilnOutput, readBuildMarker } from './build-marker.ts';
import { isProcessAlive } from './is-process-alive.ts';

interface Leftover {
  path: string;
  kind: 'building' | 'old';
  builtAt?: string;
}

/**
 * Cleans up after builds killed while writing `outDir` (run it holding the build lock). If
 * `outDir` is missing, a build died between the two renames of its swap: its complete new
 * output is put in place, or failing that the newest old one. Every other `<out>.building-*`
 * and `<out>.old-*` beside it is removed, but only if Kiln wrote it and its process is gone.
 */
export async function recoverOutDir(outDir: string): Promise<void> {
  const leftovers = await findLeftovers(outDir);
  if (!(await stat(outDir).then(() => true, () => false))) {
    const complete = leftovers.filter((l) => l.builtAt !== undefined);
    const newest = (kind: Leftover['kind']) =>
      complete.filter((l) => l.kind === kind).sort((a, b) => b.builtAt!.localeCompare(a.builtAt!))[0];
    const keep = newest('building') ?? newest('old') ?? leftovers.find((l) => l.kind === 'old');
    if (keep) {
      await rename(keep.path, outDir);
      leftovers.splice(leftovers.indexOf(keep), 1);
    }
  }
  for (const leftover of leftovers) await rm(leftover.path, { recursive: true, force: true });
}

async function findLeftovers(outDir: string): Promise<Leftover[]> {
  const name = new RegExp(`^${basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(building|old)-(\\d+)$`);
  const found: Leftover[] = [];
  for (const entry of await readdir(dirname(outDir), { withFileTypes: true })) {
    const match = name.exec(entry.name);
    if (!match || !entry.isDirectory()) continue;
    const pid = Number(match[2]);
    const path = join(dirname(outDir), entry.name);
    // A live build's folder is not a leftover; a folder Kiln did not write is not ours to remove.
    if ((pid !== process.pid && isProcessAlive(pid)) || !(await isKilnOutput(path))) continue;
    const marker = await readBuildMarker(path);
    found.push({ path, kind: match[1] as Leftover['kind'], ...(marker?.complete ? { builtAt: marker.builtAt } : {}) });
  }
  return found;
}
