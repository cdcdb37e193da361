import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { Picture } from '../../site/core/catalog/common.ts';
import type { CatalogKey } from '../../site/core/catalog/catalog-keys.ts';
import { writeToCache } from '../files/write-to-cache.ts';
import { MAX_PIXELS } from '../images/picture-limits.ts';
import { CACHE_DIR } from '../project-dir.ts';

/** The size link previews (Open Graph, X's large card) draw best: 1.91 : 1. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** Where share pictures go in the built site: dist/site/share/. */
export const SHARE_FOLDER = 'share';
/** Kiln's cache of rendered share pictures, by content hash, so a rebuild does not render them again. */
export const SHARE_CACHE_DIR = join(CACHE_DIR, 'share');

/**
 * Where the catalogue names the pictures share pictures are drawn from (site-seo.ts draws one of
 * each, once the site has an address): validation checks sharp can draw each of them
 * (scripts/validate/rules/photos.ts). A JSON pointer's `*` stands for any one key or index.
 */
export const SHARE_PICTURE_PLACES: readonly { file: CatalogKey; pointer: string }[] = [
  { file: 'site', pointer: '/shareImage/src' },
  { file: 'pages', pointer: '/routes/*/shareImage/src' },
  { file: 'store', pointer: '/products/*/picture/src' },
];

/** Change it when the rendering changes, so pictures cached by the old one are not reused. */
const RENDERING = 'share-v1';

export interface ShareImage {
  /** Its address on the site, e.g. "/share/hero-table-1a2b3c4d5e.png". */
  path: string;
  width: number;
  height: number;
  type: 'image/png' | 'image/jpeg';
  alt: string;
}

export interface ShareImageOptions {
  catalogDir: string;
  /** The site being built: pictures are written to its share/ folder. */
  siteDir: string;
  cacheDir?: string;
  /** The page colour of the site's theme: what a drawing's see-through parts and a photo's are filled with. */
  background?: string;
}

/** What shareImages gives: the share picture of a catalogue picture, and its address alone, sooner. */
export interface ShareImages {
  /** The picture's share picture, once its file is in the site. */
  (picture: Picture): Promise<ShareImage>;
  /** Its address and size as soon as they are known (its source read and hashed), its file still being written: all a page needs. */
  address(picture: Picture): Promise<ShareImage>;
  /** Settles once every share picture asked for is in the site; rejects if one could not be made. */
  written(): Promise<void>;
}

/**
 * Returns a function that makes a catalogue picture into a share picture: cropped from its
 * centre to 1200 × 630, PNG for a drawing (SVG: social networks take no SVG), JPEG for a photo.
 * Each picture is made once per build however many pages use it, and taken from the cache when
 * an earlier build made it from the same bytes.
 */
export function shareImages(options: ShareImageOptions): ShareImages {
  const { catalogDir, siteDir, cacheDir = SHARE_CACHE_DIR, background = '#ffffff' } = options;
  const made = new Map<string, Making>();
  const making = (src: string) => {
    let image = made.get(src);
    if (!image) {
      image = makeShareImage(src, { catalogDir, siteDir, cacheDir, background });
      made.set(src, image);
    }
    return image;
  };
  const image = async ({ src, alt }: Picture) => {
    const { meta, written } = making(src);
    await written;
    return { ...(await meta), alt };
  };
  return Object.assign(image, {
    address: async ({ src, alt }: Picture) => ({ ...(await making(src).meta), alt }),
    written: async () => void (await Promise.all([...made.values()].map((m) => m.written))),
  });
}

/** A share picture in the making: its address once its source is hashed, and its file once written. */
interface Making {
  meta: Promise<Omit<ShareImage, 'alt'>>;
  written: Promise<void>;
}

function makeShareImage(
  src: string,
  { catalogDir, siteDir, cacheDir, background }: Required<ShareImageOptions>,
): Making {
  const vector = /\.svg$/i.test(src);
  const [extension, type] = vector ? (['png', 'image/png'] as const) : (['jpg', 'image/jpeg'] as const);
  const { width, height } = SHARE_IMAGE_SIZE;
  const keyed = readFile(join(catalogDir, src)).then((source) => {
    const key = createHash('sha256')
      .update(`${RENDERING} ${width}x${height}.${extension} on ${background}\0`)
      .update(source)
      .digest('hex');
    // The hash in the name changes with the picture, so a host may cache the file for good.
    return { source, key, name: `${basename(src, extname(src))}-${key.slice(0, 10)}.${extension}` };
  });
  const meta = keyed.then(({ name }) => ({ path: `/${SHARE_FOLDER}/${name}`, width, height, type }));
  const written = keyed.then(async ({ source, key, name }) => {
    const cached = join(cacheDir, `${key}.${extension}`);
    let bytes: Uint8Array | undefined = await readFile(cached).catch(() => undefined);
    if (!bytes) {
      bytes = await render(source, vector, background);
      await writeToCache(cached, bytes);
    }
    await mkdir(join(siteDir, SHARE_FOLDER), { recursive: true });
    await writeFile(join(siteDir, SHARE_FOLDER, name), bytes);
  });
  // Awaited by whoever asks (the build awaits every file before the site is complete); until then a failure must not go unhandled.
  meta.catch(() => undefined);
  written.catch(() => undefined);
  return { meta, written };
}

async function render(source: Buffer, vector: boolean, background: string): Promise<Buffer> {
  // Loaded only on a cache miss: most rebuilds never need it.
  const { default: sharp } = await import('sharp');
  const { width, height } = SHARE_IMAGE_SIZE;
  // sharp draws an SVG at the size the resize asks for, so a small drawing comes out crisp.
  const image = sharp(source, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'centre' });
  // zlib's default level: level 9 took a first build 0.6 s longer here for files a third smaller,
  // which only link previews fetch.
  return vector
    ? image.flatten({ background }).png({ compressionLevel: 6 }).toBuffer()
    : image.flatten({ background }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
