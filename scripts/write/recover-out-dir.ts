import { readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { BUILD_MARKER, readBuildMarker } from './build-marker.ts';
import { isProcessAlive } from './is-process-alive.ts';

interface Leftover {
  path: string;
  kind: 'building' | 'old';
  builtAt?: string;
}

/**
 * Cleans up after builds killed while writing `outDir` (run it holding the build lock). If
 * `outDir` is missing, a build died between the two renames of its swap: its complete new
 * output is put in place, or failing that the newest old one. Every other `<out>.building-<pid>`
 * and `<out>.old-<pid>` beside it is removed, but only if its process is gone and it is provably
 * that build's (findLeftovers).
 */
export async function recoverOutDir(outDir: string): Promise<void> {
  const leftovers = await findLeftovers(outDir);
  if (
    !(await stat(outDir).then(
      () => true,
      () => false,
    ))
  ) {
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

/**
 * The folders beside `outDir` that a dead build left, by the name it gave them. A name alone
 * proves nothing (a backup `dist.old-2024` is someone's, marker and all), so each must also be:
 * empty but for a marker; or a build folder whose marker names the process in its name; or an
 * old output whose build's own marker (in `outDir`, or in that build's folder) names that process,
 * for it was that build that moved it aside.
 */
async function findLeftovers(outDir: string): Promise<Leftover[]> {
  const name = new RegExp(`^${basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(building|old)-(\\d+)$`);
  const found: (Leftover & { pid: number; empty: boolean; markedBy?: number })[] = [];
  for (const entry of await readdir(dirname(outDir), { withFileTypes: true })) {
    const match = name.exec(entry.name);
    if (!match || !entry.isDirectory()) continue;
    const pid = Number(match[2]);
    // A live build's folder is not a leftover.
    if (pid !== process.pid && isProcessAlive(pid)) continue;
    const path = join(dirname(outDir), entry.name);
    const marker = await readBuildMarker(path);
    const empty = (await readdir(path)).every((n) => n === BUILD_MARKER);
    found.push({
      path,
      kind: match[1] as Leftover['kind'],
      pid,
      empty,
      markedBy: marker?.pid,
      ...(marker?.complete ? { builtAt: marker.builtAt } : {}),
    });
  }
  const builders = new Set(found.filter((l) => l.kind === 'building' && l.markedBy === l.pid).map((l) => l.pid));
  const output = (await readBuildMarker(outDir))?.pid;
  if (output) builders.add(output);
  const proven = (l: (typeof found)[number]) =>
    l.empty || (l.kind === 'building' ? l.markedBy === l.pid : builders.has(l.pid));
  return found.filter(proven).map(({ path, kind, builtAt }) => ({ path, kind, ...(builtAt ? { builtAt } : {}) }));
}
