import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';

export interface ContainedFile {
  /** The file's real path (symlinks resolved), inside the root. */
  path: string;
  size: number;
}

/** A segment that names something other than one entry of its folder. */
const NOT_ONE_NAME = /[\\/\0]/;

/**
 * The regular file at `segments` under `root`, or undefined. Contained twice: by segment (no
 * `..`, `.`, empty or slash-holding segment ever reaches the file system) and by real path (a
 * symlink inside the root that points outside it is not followed out).
 */
export async function containedFile(root: string, segments: readonly string[]): Promise<ContainedFile | undefined> {
  if (segments.length === 0 || segments.some((s) => s === '' || s === '.' || s === '..' || NOT_ONE_NAME.test(s)))
    return undefined;
  try {
    const realRoot = await realpath(root);
    const real = await realpath(join(realRoot, ...segments));
    if (!isInside(realRoot, real)) return undefined;
    const info = await stat(real);
    return info.isFile() ? { path: real, size: info.size } : undefined;
  } catch {
    // Missing, a file where a folder was expected, a name too long: in every case no such file.
    return undefined;
  }
}

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}
