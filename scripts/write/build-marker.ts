import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { projectFile } from '../project-dir.ts';

/** The file that says "Kiln wrote this folder": only such a folder (or an empty one) is ever replaced. */
export const BUILD_MARKER = '.kiln-build.json';

const version: string = JSON.parse(readFileSync(projectFile('package.json'), 'utf8')).version;

/**
 * Marks a build folder as Kiln's the moment it is created (so a killed build's leftovers can be
 * recognised and removed) and, with `builtAt`, as complete once everything else is written,
 * listing everything in it (what the next build may replace) and the commerce API its pages call.
 */
export async function writeBuildMarker(dir: string, state: 'started' | 'built', api?: string): Promise<void> {
  const marker =
    state === 'built'
      ? { kiln: version, builtAt: new Date().toISOString(), api, files: (await listTree(dir)).filter((path) => path !== BUILD_MARKER) }
      : { kiln: version, startedAt: new Date().toISOString() };
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
 * What is in a finished build's folder that the build did not put there (someone's CNAME, a
 * `.git` folder), outermost only: a build replaces the folder as a whole, so it would be lost.
 * None for a marker without a list (a build by a Kiln from before the list).
 */
export async function foreignEntries(dir: string): Promise<string[]> {
  const files = (await readBuildMarker(dir))?.files;
  if (!files) return [];
  const known = new Set([BUILD_MARKER, ...files]);
  const foreign: string[] = [];
  for (const path of await listTree(dir)) {
    if (known.has(path) || LITTER.has(path.slice(path.lastIndexOf('/') + 1))) continue;
    if (!foreign.some((outer) => path.startsWith(`${outer}/`))) foreign.push(path);
  }
  return foreign;
}

/**
 * `undefined` when the folder has no marker. A marker that does not parse (a build killed while
 * writing it) still says Kiln wrote the folder, but not that it is complete.
 */
export async function readBuildMarker(dir: string): Promise<{ complete: boolean; builtAt?: string; files?: string[]; api?: string } | undefined> {
  let text: string;
  try {
    text = await readFile(join(dir, BUILD_MARKER), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const { builtAt, files, api } = JSON.parse(text) as { builtAt?: unknown; files?: unknown; api?: unknown };
    if (typeof builtAt !== 'string') return { complete: false };
    return {
      complete: true,
      builtAt,
      ...(Array.isArray(files) && files.every((f) => typeof f === 'string') ? { files } : {}),
      ...(typeof api === 'string' ? { api } : {}),
    };
  } catch {
    return { complete: false };
  }
}

/** Kiln may replace or remove this folder: it is empty, or Kiln wrote it. */
export async function isKilnOutput(dir: string): Promise<boolean> {
  return (await readdir(dir)).length === 0 || (await readBuildMarker(dir)) !== undefined;
}
