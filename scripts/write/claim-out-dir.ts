import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Refusal } from '../outcome.ts';
import { acquireBuildLock, type BuildLockOptions } from './build-lock.ts';
import { BUILD_MARKER, unprovenEntries } from './build-marker.ts';
import { guardOutDir } from './guard-out-dir.ts';
import { recoverOutDir } from './recover-out-dir.ts';

/**
 * Makes `outDir` this build's to replace, or says why not: it is guarded (guard-out-dir.ts), its
 * parent folders are made, it is locked against other builds, a killed build's leftovers are
 * tidied, and it is guarded again (while this build waited for the lock, anything could have been
 * put there) and checked for files Kiln cannot prove it wrote. Returns the lock's release.
 */
export async function claimOutDir(
  outDir: string,
  catalogDir: string,
  lockOptions?: BuildLockOptions,
): Promise<(() => void) | Refusal> {
  const unsafe = await guardOutDir(outDir, { catalogDir });
  if (unsafe) return { reason: 'out-dir', refusal: unsafe };
  const unmade = await makeFolders(dirname(outDir), outDir);
  if (unmade) return unmade;
  const release = await acquireBuildLock(outDir, lockOptions);
  if (typeof release !== 'function') return release;
  try {
    await recoverOutDir(outDir);
    const again = await guardOutDir(outDir, { catalogDir });
    // Only under the lock: another build's swap would change the files under its marker.
    const refusal: Refusal | undefined = again ? { reason: 'out-dir', refusal: again } : await foreignFiles(outDir);
    if (!refusal) return release;
    release();
    return refusal;
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Makes `dir` and any folder above it that is missing, one at a time: Node's recursive mkdir
 * never returns for a path under /proc, which answers "no such file" for a folder it cannot
 * hold, so mkdir -p makes its parent and tries again, forever.
 */
async function makeFolders(dir: string, outDir: string): Promise<Refusal | undefined> {
  const missing: string[] = [];
  for (
    let folder = dir;
    !(await stat(folder).then(
      () => true,
      () => false,
    )) && dirname(folder) !== folder;
    folder = dirname(folder)
  )
    missing.unshift(folder);
  for (const folder of missing) {
    try {
      await mkdir(folder);
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      // Made meanwhile by another build, or a link (to nowhere: the lock beside it then fails to be made).
      if (code === 'EEXIST') continue;
      if (typeof code === 'string')
        return { reason: 'out-dir', refusal: { out: outDir, reason: 'cannot-create', related: folder, code } };
      throw error;
    }
  }
  return undefined;
}

/** Anything in `outDir` Kiln cannot prove it wrote: a build would delete it with the folder. */
async function foreignFiles(outDir: string): Promise<Refusal | undefined> {
  const unproven = await unprovenEntries(outDir);
  if (!unproven) return undefined;
  const { marker, paths } = unproven;
  const named = paths.length > 3 ? `${paths.slice(0, 3).join(', ')} and ${paths.length - 3} more` : paths.join(', ');
  // Not only files its marker does not list: with a marker that does not parse or lists nothing
  // (an older Kiln's), nothing but the marker itself is provably Kiln's.
  const refusal =
    marker === 'listed'
      ? ({ out: outDir, reason: 'foreign-files', related: named } as const)
      : marker === 'unmarked'
        ? ({ out: outDir, reason: 'not-kiln-output', related: BUILD_MARKER } as const)
        : ({
            out: outDir,
            reason: marker === 'unreadable' ? 'marker-unreadable' : 'marker-unlisted',
            related: BUILD_MARKER,
          } as const);
  return { reason: 'out-dir', refusal };
}
