import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CACHE_DIR } from '../project-dir.ts';
import { writeToCache } from '../files/write-to-cache.ts';
import { MAX_PIXELS, type Size } from './picture-limits.ts';

/** Kiln's cache of photos made responsive (and of what it learnt about each), by content hash. */
export const IMAGE_CACHE_DIR = join(CACHE_DIR, 'images');

/** The pictures the build makes responsive: photos. An animation (GIF) or an AVIF goes to the page as it is, a drawing (SVG) sanitized (served-drawing.ts). */
export const isPhotoPath = (src: string): boolean => /\.(jpe?g|png|webp)$/i.test(src);

export interface PhotoInfo {
  /** SHA-256 of the file's bytes. */
  hash: string;
  /** As it is shown, its EXIF rotation applied. */
  width: number;
  height: number;
  /** Transparent anywhere it may be: its fallback is a PNG, not a JPEG. */
  alpha: boolean;
  /** An animated WebP: shown as it is, since a still would lose the animation. */
  animated: boolean;
}

/**
 * A file sharp cannot decode, with its reason ("Input buffer contains unsupported image format"),
 * and its size when its header could be read.
 */
export class UnreadablePhoto extends Error {
  constructor(
    message: string,
    readonly size?: Size,
  ) {
    super(message);
  }
}

/** A picture of more than MAX_PIXELS pixels, which sharp does not open. */
export class TooManyPixels extends UnreadablePhoto {
  declare readonly size: Size;
}

/** Change it when what is recorded changes, so records of the old kind are not reused. */
const RECORD = 'photo-info-v1';

/**
 * What a photo is, read once per content: a rebuild with the same bytes takes it from the cache
 * and never loads sharp (loading it alone costs about 0.3 s). A miss decodes the whole picture,
 * small, so a truncated or corrupt file is caught here, before any page points at it. Any picture
 * sharp draws is asked about so: a share picture's source may be an SVG, a GIF or an AVIF too.
 */
export async function photoInfo(file: string, cacheDir = IMAGE_CACHE_DIR): Promise<PhotoInfo> {
  // Validation and the build both ask, in one process: the file is read and hashed once while it stays the same.
  const { size, mtimeMs } = await stat(file);
  const key = `${file}\0${cacheDir}`;
  const known = asked.get(key);
  if (known && known.size === size && known.mtimeMs === mtimeMs) return known.info;
  const info = readPhotoInfo(file, cacheDir);
  asked.set(key, { size, mtimeMs, info });
  info.catch(() => asked.delete(key));
  return info;
}

const asked = new Map<string, { size: number; mtimeMs: number; info: Promise<PhotoInfo> }>();

async function readPhotoInfo(file: string, cacheDir: string): Promise<PhotoInfo> {
  // Streamed: a catalogue of many photos is not held in memory at once to be hashed.
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return recordedInfo(hash.digest('hex'), file, cacheDir);
}

async function recordedInfo(hash: string, file: string, cacheDir: string): Promise<PhotoInfo> {
  const record = join(cacheDir, `${hash}.json`);
  const cached = await readFile(record, 'utf8').then(
    (text) => JSON.parse(text) as PhotoInfo & { record?: string },
    () => undefined,
  );
  if (cached?.record === RECORD)
    return { hash, width: cached.width, height: cached.height, alpha: cached.alpha, animated: cached.animated };
  const info = { hash, ...(await inspect(await readFile(file))) };
  await writeToCache(record, JSON.stringify({ record: RECORD, ...info }));
  return info;
}

async function inspect(bytes: Buffer): Promise<Omit<PhotoInfo, 'hash'>> {
  // sharp throws "Input Buffer is empty" as it is called, not as its promise: said plainly here.
  if (bytes.length === 0) throw new UnreadablePhoto('the file is empty');
  const { default: sharp } = await import('sharp');
  // The header alone, however big the picture says it is: one too big to open is told so, with its size.
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new UnreadablePhoto((error as Error).message);
  }
  const size = meta.autoOrient;
  if (size.width * size.height > MAX_PIXELS) throw new TooManyPixels(`${size.width} × ${size.height} px`, size);
  try {
    // Decoding a thumbnail reads every byte (a JPEG shrinks as it loads, so it is quick).
    await sharp(bytes, { limitInputPixels: MAX_PIXELS }).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    throw new UnreadablePhoto((error as Error).message, size);
  }
  return { ...size, alpha: meta.hasAlpha, animated: (meta.pages ?? 1) > 1 };
}
