import { copyFile, mkdir, readdir, realpath, stat } from 'node:fs/promises';
import { dirname, join, relative, isAbsolute } from 'node:path';
import { eachLimited } from '../files/each-limited.ts';

/**
 * Files one copyTree has in flight at most. Node does file work on four threads, first come first
 * served: a hundred copies queued at once would make a build's other file work (the share picture
 * a page is waiting for) wait behind all of them.
 */
const IN_FLIGHT = 4;

/**
 * Copies the folder (or file) `from` to `to` as `fs.cp(from, to, { recursive: true, filter })` does (a file or
 * folder `filter` refuses is left out), but several files at a time: fs.cp copies one file after
 * another, with several calls each, and a build copies a hundred (pictures, scripts), so it waited
 * on the disk for a tenth of a second. A symbolic link is copied as the file or folder it points
 * to when that is inside `from` (as validation accepts a picture reached through one), and
 * otherwise left out: a link to /etc in the catalogue's pictures must not put /etc on the site.
 */
export async function copyTree(from: string, to: string, filter?: (source: string) => boolean): Promise<void> {
  const jobs: (() => Promise<unknown>)[] = [];
  const root = await realpath(from);
  // `entered`: the folders this branch came through links into, by real path. A link back into one
  // of them (or to `from`) would loop, so it is not followed again.
  const followLink = async (source: string, target: string, entered: ReadonlySet<string>): Promise<void> => {
    const real = await realpath(source).catch(() => undefined);
    const inside = real && relative(root, real);
    if (inside === undefined || inside.startsWith('..') || isAbsolute(inside)) return;
    const info = await stat(real!);
    if (info.isFile()) jobs.push(() => copyFile(real!, target));
    else if (info.isDirectory() && !entered.has(real!)) await walk(source, target, new Set([...entered, real!]));
  };
  const walk = async (
    source: string,
    target: string,
    entered: ReadonlySet<string> = new Set([root]),
  ): Promise<void> => {
    await mkdir(target, { recursive: true });
    const entries = await readdir(source, { withFileTypes: true });
    const folders: Promise<void>[] = [];
    for (const entry of entries) {
      const [s, t] = [join(source, entry.name), join(target, entry.name)];
      if (filter && !filter(s)) continue;
      if (entry.isDirectory()) folders.push(walk(s, t, entered));
      else if (entry.isFile()) jobs.push(() => copyFile(s, t));
      else if (entry.isSymbolicLink()) folders.push(followLink(s, t, entered));
    }
    await Promise.all(folders);
  };
  if ((await stat(from)).isDirectory()) await walk(from, to);
  else if (!filter || filter(from)) {
    // One file, as fs.cp takes it too.
    await mkdir(dirname(to), { recursive: true });
    jobs.push(() => copyFile(from, to));
  }
  await eachLimited(jobs, IN_FLIGHT, (job) => job());
}
