import { availableParallelism } from 'node:os';
import type { PictureFormat } from '../../site/core/lib/responsive-image.ts';
import { MAX_PIXELS } from './picture-limits.ts';

/**
 * How each format is written. AVIF at effort 2: on real photos a higher effort saves a few
 * percent for several times the time (4 took 2.6 s for one 720 px file on this 2-core machine, 2 took
 * 0.15 to 0.7 s), and the first build after a new photo must stay bearable. The fallbacks are for
 * the few browsers without AVIF or WebP.
 */
const OPTIONS = {
  avif: { quality: 50, effort: 2, chromaSubsampling: '4:2:0' },
  webp: { quality: 75, effort: 4 },
  jpg: { quality: 75, mozjpeg: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const;

/** Changes with the options: a file made under other options has another name and cache key. */
export const ENCODING = `photo-v1 ${JSON.stringify(OPTIONS)}`;

/**
 * The photo `source` in each width and format asked: decoded once (turned upright by its EXIF
 * orientation, in sRGB, without its metadata), scaled down once to the widest, then each file made
 * from that. A JPEG is asked for only of a photo without transparency.
 */
export async function encodeVariants(
  source: Buffer,
  files: readonly { width: number; format: PictureFormat }[],
): Promise<Buffer[]> {
  // Loaded only when a photo is new: a rebuild copies files from the cache and never needs it.
  const { default: sharp } = await import('sharp');
  // Each photo is decoded once and never again in this process: libvips' cache of past operations would only hold memory.
  sharp.cache(false);
  const widest = Math.max(...files.map((f) => f.width));
  const { data, info } = await sharp(source, { autoOrient: true, limitInputPixels: MAX_PIXELS })
    .resize({ width: widest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Promise.all(
    files.map(({ width, format }) =>
      onACore(() => {
        const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({
          width,
        });
        const encoded =
          format === 'avif'
            ? image.avif(OPTIONS.avif)
            : format === 'webp'
              ? image.webp(OPTIONS.webp)
              : format === 'jpg'
                ? image.jpeg(OPTIONS.jpg)
                : image.png(OPTIONS.png);
        return encoded.toBuffer();
      }),
    ),
  );
}

let freeCores = availableParallelism();
const waiting: (() => void)[] = [];

/**
 * One encoding per core at a time, across every photo of the build: more would not finish
 * sooner, and an AVIF encoder holds tens of MB while it works (four at once, as libuv's pool
 * allows, took a 67-photo build to 550 MB).
 */
async function onACore<T>(work: () => Promise<T>): Promise<T> {
  if (freeCores > 0) freeCores--;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else freeCores++;
  }
}
