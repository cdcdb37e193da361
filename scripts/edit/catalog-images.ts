import { readdir, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ImageEntry } from '../../editor/edit-protocol.ts';

/** The pictures a catalogue may name, by extension, with the type they are served as. */
export const PICTURE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

export const pictureType = (name: string): string | undefined =>
  PICTURE_TYPES[/\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''];

/**
 * Every picture under <catalog>/images, as the catalogue names it ("images/gallery/bowl.jpg"),
 * sorted. A symbolic link is listed only when what it points to is a picture inside the folder,
 * and a linked folder is not entered: nothing outside is listed, and no loop is walked.
 */
export async function listImages(catalogDir: string): Promise<ImageEntry[]> {
  const root = await realpath(join(catalogDir, 'images')).catch(() => undefined);
  if (!root) return [];
  const found: ImageEntry[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (pictureType(entry.name)) {
        const real = entry.isSymbolicLink() ? await realpath(path).catch(() => undefined) : path;
        if (!real?.startsWith(root + sep)) continue;
        const info = await stat(real).catch(() => undefined);
        if (info?.isFile())
          found.push({ path: ['images', ...relative(root, path).split(sep)].join('/'), bytes: info.size });
      }
    }
  };
  await walk(root);
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
