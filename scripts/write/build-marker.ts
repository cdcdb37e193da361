import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectFile } from '../project-dir.ts';

/** The file that says "Kiln wrote this folder": only such a folder (or an empty one) is ever replaced. */
export const BUILD_MARKER = '.kiln-build.json';

const version: string = JSON.parse(readFileSync(projectFile('package.json'), 'utf8')).version;

/**
 * Marks a build folder as Kiln's the moment it is created (so a killed build's leftovers can be
 * recognised and removed) and, with `builtAt`, as complete once everything else is written.
 */
export async function writeBuildMarker(dir: string, state: 'started' | 'built'): Promise<void> {
  const marker = state === 'built' ? { kiln: version, builtAt: new Date().toISOString() } : { kiln: version, startedAt: new Date().toISOString() };
  await writeFile(join(dir, BUILD_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
}

/**
 * `undefined` when the folder has no marker. A marker that does not parse (a build killed while
 * writing it) still says Kiln wrote the folder, but not that it is complete.
 */
export async function readBuildMarker(dir: string): Promise<{ complete: boolean; builtAt?: string } | undefined> {
  let text: string;
  try {
    text = await readFile(join(dir, BUILD_MARKER), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const { builtAt } = JSON.parse(text) as { builtAt?: unknown };
    return typeof builtAt === 'string' ? { complete: true, builtAt } : { complete: false };
  } catch {
    return { complete: false };
  }
}

/** Kiln may replace or remove this folder: it is empty, or Kiln wrote it. */
export async function isKilnOutput(dir: string): Promise<boolean> {
  return (await readdir(dir)).length === 0 || (await readBuildMarker(dir)) !== undefined;
}
