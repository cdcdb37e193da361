import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isRecord } from '../../site/core/lib/is-record.ts';
import { projectFile } from '../project-dir.ts';

/** The file that says "Kiln wrote this folder": only such a folder (or an empty one) is ever replaced. */
export const BUILD_MARKER = '.kiln-build.json';

const version: string = JSON.parse(readFileSync(projectFile('package.json'), 'utf8')).version;

/**
 * Marks a build folder as Kiln's the moment it is created, with the id of the process building
 * it (which also names the folders it leaves beside the output, so a killed build's leftovers
 * can be told from someone's copy of an output), and, with `builtAt`, as complete once everything
 * else is written, listing everything in it (what the next build may replace) and the commerce
 * API its pages call, and the time `--now` set, for a build that is not the real site.
 */
export async function writeBuildMarker(
  dir: string,
  state: 'started' | 'built',
  api?: string,
  travelled?: string,
): Promise<void> {
  const marker =
    state === 'built'
      ? {
          kiln: version,
          pid: process.pid,
          builtAt: new Date().toISOString(),
          api,
          // Built at a time --now set (KILN_NOW): for trying dates, not for publishing.
          ...(travelled && { now: travelled }),
          files: (await listTree(dir)).filter((path) => path !== BUILD_MARKER),
        }
      : { kiln: version, pid: process.pid, startedAt: new Date().toISOString() };
  await writeFile(join(dir, BUILD_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
}

/** Every file and folder under `dir` (links not followed), as sorted paths with forward slashes. */
export async function listTree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/')).sort();
}

/** What file browsers leave in any folder they show: nobody's work, and no reason to refuse a build. */
const LITTER = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini']);

/**
 * What in `dir` Kiln cannot prove it wrote (outermost paths only), and what its marker is; `undefined`
 * when there is nothing (`dir` is missing, empty, or holds only what its marker lists). A build
 * replaces the folder as a whole, so that would be lost. With a `listed` marker, it is what the
 * marker does not list (someone's CNAME, a `.git` folder); with one that is `unreadable` (does
 * not parse) or `unlisted` (lists no files: an older Kiln's), anything but the marker itself; with
 * none, anything. What file browsers leave (LITTER) never counts.
 */
export async function unprovenEntries(
  dir: string,
): Promise<{ marker: 'listed' | 'unreadable' | 'unlisted' | 'unmarked'; paths: string[] } | undefined> {
  const entries = await listTree(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const found = await readBuildMarker(dir);
  const marker = !found ? 'unmarked' : found.unreadable ? 'unreadable' : found.files ? 'listed' : 'unlisted';
  const known = new Set([BUILD_MARKER, ...(found?.files ?? [])]);
  const paths: string[] = [];
  for (const path of entries) {
    if (known.has(path) || LITTER.has(path.slice(path.lastIndexOf('/') + 1))) continue;
    if (!paths.some((outer) => path.startsWith(`${outer}/`))) paths.push(path);
  }
  return paths.length > 0 ? { marker, paths } : undefined;
}

/**
 * `undefined` when the folder has no marker. One that does not parse is `unreadable` (a build
 * killed while writing it, or anyone's file of that name): it proves nothing about the folder.
 * `pid`: the process that wrote it (markers from before it was recorded have none).
 */
export async function readBuildMarker(dir: string): Promise<
  | {
      complete: boolean;
      unreadable?: true;
      pid?: number;
      builtAt?: string;
      files?: string[];
      api?: string;
      /** The time `--now` set for the build. */
      now?: string;
    }
  | undefined
> {
  let text: string;
  try {
    text = await readFile(join(dir, BUILD_MARKER), 'utf8');
  } catch {
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { complete: false, unreadable: true };
  }
  if (!isRecord(parsed)) return { complete: false, unreadable: true };
  const { pid, builtAt, files, api, now } = parsed;
  const by = Number.isInteger(pid) && (pid as number) > 0 ? { pid: pid as number } : {};
  if (typeof builtAt !== 'string') return { complete: false, ...by };
  return {
    complete: true,
    ...by,
    builtAt,
    ...(Array.isArray(files) && files.every((f) => typeof f === 'string') ? { files } : {}),
    ...(typeof api === 'string' ? { api } : {}),
    ...(typeof now === 'string' ? { now } : {}),
  };
}
