import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { PROJECT_DIR } from '../project-dir.ts';
import { BUILD_MARKER } from './build-marker.ts';

/** Folders of the project that a build must never replace: what Kiln is made of. */
export const SOURCE_FOLDERS = ['site', 'hub', 'scripts', 'tests', 'catalog', 'node_modules', '.git', '.ci'];

export type OutDirReason =
  | 'project'
  | 'holds-project'
  | 'catalogue'
  | 'inside-catalogue'
  | 'holds-catalogue'
  | 'source'
  | 'inside-source'
  | 'symlink'
  | 'not-a-folder'
  | 'inside-a-file'
  | 'not-kiln-output'
  | 'foreign-files'
  | 'marker-unreadable'
  | 'marker-unlisted'
  | 'name-too-long'
  | 'cannot-create';

/**
 * Why `out` may not be replaced; `related` is the folder it would have harmed, when that is
 * another one (for a folder Kiln did not build: the marker it lacks; for a name too long: the
 * longest it may be; for one Kiln cannot write beside: what it could not create, and `code`,
 * the system's error code).
 */
export interface OutDirRefusal {
  out: string;
  reason: OutDirReason;
  related?: string;
  code?: string;
}

/**
 * The longest name `out` may have: a build writes beside it `<name>.building-<pid>` (a pid has
 * at most 7 digits), and no disk Kiln runs on takes a name longer than 255 bytes.
 */
const MAX_NAME_BYTES = 255 - '.building-'.length - 7;

export interface GuardOptions {
  catalogDir: string;
  /** Where Kiln is and where it runs: neither, nor any folder above them, may be replaced. */
  projectDirs?: string[];
  /** Absolute folders that neither `out` nor any folder above it may be. */
  sourceDirs?: string[];
}

/**
 * Says why a build must not replace `out`, or `undefined` when it may: `out` is missing, empty,
 * or an earlier build's output (it carries the marker). Reads only; run it before anything else.
 * Folders are compared by device and inode, so symbolic links and a case-insensitive disk
 * cannot disguise the catalogue or the project.
 */
export async function guardOutDir(out: string, options: GuardOptions): Promise<OutDirRefusal | undefined> {
  out = resolve(out);
  const projectDirs = options.projectDirs ?? [PROJECT_DIR, process.cwd()];
  const sourceDirs = options.sourceDirs ?? SOURCE_FOLDERS.map((name) => join(PROJECT_DIR, name));
  const outChain = await folderChain(out);
  const outId = (await exists(out)) ? outChain[0] : undefined;
  // Folders strictly above `out`: if `out` is missing, its chain starts at its nearest existing parent.
  const above = new Set(outId ? outChain.slice(1) : outChain);
  const refuse = (reason: OutDirReason, related?: string): OutDirRefusal => ({
    out,
    reason,
    ...(related ? { related } : {}),
  });

  for (const dir of projectDirs) {
    const id = await folderId(dir);
    if (!id || !outId) continue;
    if (id === outId) return refuse('project');
    if ((await folderChain(dir)).includes(outId)) return refuse('holds-project', resolve(dir));
  }
  const catalogueId = await folderId(options.catalogDir);
  if (catalogueId) {
    const catalogDir = resolve(options.catalogDir);
    if (catalogueId === outId) return refuse('catalogue');
    if (above.has(catalogueId)) return refuse('inside-catalogue', catalogDir);
    if (outId && (await folderChain(catalogDir)).includes(outId)) return refuse('holds-catalogue', catalogDir);
  }
  for (const dir of sourceDirs) {
    const id = await folderId(dir);
    if (!id) continue;
    if (id === outId) return refuse('source', resolve(dir));
    if (above.has(id)) return refuse('inside-source', resolve(dir));
  }

  // Before anything is made: the build's own folder beside it would fail to be made only once the catalogue is read.
  if (Buffer.byteLength(basename(out)) > MAX_NAME_BYTES) return refuse('name-too-long', String(MAX_NAME_BYTES));
  const entry = await lstat(out).catch(() => undefined);
  if (!entry) {
    // Its folder would be made, and cannot be where a file is.
    const nearest = await nearestExisting(out);
    return (await stat(nearest)).isDirectory() ? undefined : refuse('inside-a-file', nearest);
  }
  // Replacing a link would drop the link itself and leave the folder it points to stale.
  if (entry.isSymbolicLink()) return refuse('symlink');
  if (!entry.isDirectory()) return refuse('not-a-folder');
  const names = await readdir(out);
  if (names.length > 0 && !names.includes(BUILD_MARKER)) return refuse('not-kiln-output', BUILD_MARKER);
  return undefined;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** "device:inode" of an existing folder (through links), else undefined. */
async function folderId(path: string): Promise<string | undefined> {
  const info = await stat(path).catch(() => undefined);
  return info?.isDirectory() ? `${info.dev}:${info.ino}` : undefined;
}

/** `path` if it exists, else its nearest existing parent. */
async function nearestExisting(path: string): Promise<string> {
  let found = resolve(path);
  while (!(await exists(found)) && dirname(found) !== found) found = dirname(found);
  return found;
}

/** Ids of `path` (or its nearest existing parent) and of every folder above it, up to the root. */
async function folderChain(path: string): Promise<string[]> {
  let real = await realpath(await nearestExisting(path));
  const chain: string[] = [];
  for (;;) {
    const info = await stat(real);
    chain.push(`${info.dev}:${info.ino}`);
    if (dirname(real) === real) return chain;
    real = dirname(real);
  }
}
