import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build, type BuildOptions } from '../build.ts';
import type { BuildOutcome } from '../outcome.ts';
import { zipSync } from 'fflate';

/**
 * `kiln publish --zip FILE`: a fresh build of the site, in a folder of its own that is removed
 * after, written as one zip whose entries are the site's files (index.html at its top), for hosts
 * where a site is uploaded by dragging it in.
 */
export async function writeSiteZip(
  options: Omit<BuildOptions, 'outDir'>,
  file: string,
): Promise<{ outcome: BuildOutcome; files?: number }> {
  const temp = await mkdtemp(join(tmpdir(), 'kiln-zip-'));
  try {
    const outcome = await build({ ...options, outDir: join(temp, 'dist') });
    if (outcome.outcome !== 'built') return { outcome };
    const site = join(temp, 'dist', 'site');
    const entries = await readdir(site, { recursive: true, withFileTypes: true });
    const files = await Promise.all(
      entries
        .filter((e) => e.isFile())
        .map(async (e) => {
          const path = join(e.parentPath, e.name);
          return { name: relative(site, path).split('\\').join('/'), bytes: await readFile(path) };
        }),
    );
    files.sort((a, b) => a.name.localeCompare(b.name));
    // fflate (well kept, no dependencies) writes the zip: deflated, with each file's name as its path.
    await writeFile(
      file,
      zipSync(Object.fromEntries(files.map((f) => [f.name, new Uint8Array(f.bytes)])), { level: 9 }),
    );
    return { outcome, files: files.length };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
