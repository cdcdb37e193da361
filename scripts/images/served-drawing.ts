import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eachLimited } from '../files/each-limited.ts';
import { writeToCache } from '../files/write-to-cache.ts';
import { IMAGE_CACHE_DIR } from './photo-info.ts';
import { drawingVerdict } from './drawing-verdict.ts';
import { sanitizeInThread } from './sanitize-in-thread.ts';
import { purifierVersions } from './sanitize-svg.ts';

/** A drawing: the site serves it as it is (sanitized), rather than making copies of it as of a photo. */
export const isDrawingPath = (src: string): boolean => /\.svg$/i.test(src);

/** Change it when what sanitizeSvg keeps or writes changes; DOMPurify's and jsdom's versions are in the key too, so an update sanitizes every drawing again. */
const SANITIZING = 'drawing-v1';

/** A drawing as the site serves it, ready: its bytes are read only by the build (validation needs only to know it could be made). */
export interface ServedDrawing {
  bytes(): Promise<Buffer>;
}

/**
 * The copy of the catalogue drawing `file` that the site serves: sanitized (sanitize-svg.ts), made
 * once per content and kept in Kiln's cache beside the photos' files. Validation asks first (so
 * a drawing that cannot be made is a problem in the catalogue, never a failed build), and every
 * build after takes it from the cache without loading jsdom. Throws UnreadableDrawing.
 */
export async function servedDrawing(file: string, cacheDir = IMAGE_CACHE_DIR): Promise<ServedDrawing> {
  // Validation and the build both ask, in one process: made once while the file stays the same.
  const { size, mtimeMs } = await stat(file);
  const id = `${file}\0${cacheDir}`;
  const known = asked.get(id);
  if (known && known.size === size && known.mtimeMs === mtimeMs) return known.drawing;
  const drawing = makeServedDrawing(file, cacheDir);
  asked.set(id, { size, mtimeMs, drawing });
  drawing.catch(() => asked.delete(id));
  return drawing;
}

const asked = new Map<string, { size: number; mtimeMs: number; drawing: Promise<ServedDrawing> }>();
let versions: Promise<string> | undefined;

async function makeServedDrawing(file: string, cacheDir: string): Promise<ServedDrawing> {
  const source = await readFile(file);
  const key = createHash('sha256')
    .update(`${SANITIZING} ${await (versions ??= purifierVersions())}\0`)
    .update(source)
    .digest('hex');
  const cached = join(cacheDir, `${key}.svg`);
  // As a browser reads an .svg file without a byte-order mark: UTF-8, which drawing programs write.
  const text = new TextDecoder().decode(source);
  const make = async () => {
    const made = Buffer.from(await sanitizeInThread(text));
    await writeToCache(cached, made);
    return made;
  };
  if (
    await stat(cached).then(
      (s) => s.isFile(),
      () => false,
    )
  )
    return { bytes: () => readFile(cached).catch(make) };
  // Validation needs only the verdict; the copy is made at once in a thread of its own, while the
  // build goes on rendering, and written when it is ready.
  const refused = drawingVerdict(text);
  if (refused) throw refused;
  const made = make();
  made.catch(() => undefined);
  return { bytes: () => made };
}

/** Files written at once at most: see copy-tree.ts (a page's share picture must not wait behind a hundred writes). */
const IN_FLIGHT = 4;

/**
 * The served copy of each drawing `paths` names ("images/menu/cake.svg"), written at the same
 * path under `siteDir`, in place of the catalogue's own file (which stays as it is).
 */
export async function writeDrawings(
  paths: Iterable<string>,
  { catalogDir, siteDir, cacheDir }: { catalogDir: string; siteDir: string; cacheDir?: string },
): Promise<void> {
  await eachLimited([...paths], IN_FLIGHT, async (path) => {
    const drawing = await (await servedDrawing(join(catalogDir, path), cacheDir)).bytes();
    await mkdir(dirname(join(siteDir, path)), { recursive: true });
    await writeFile(join(siteDir, path), drawing);
  });
}
