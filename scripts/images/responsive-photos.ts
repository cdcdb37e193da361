import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, extname, join } from 'node:path';
import type { Catalog, CatalogKey } from '../../site/core/catalog/catalog-keys.ts';
import {
  PICTURES_FOLDER,
  pictureFile,
  type ImageManifest,
  type PictureFormat,
  type ResponsiveImage,
} from '../../site/core/lib/responsive-image.ts';
import { imageUrl } from '../../site/ui/Picture.tsx';
import type { PictureSlotName } from '../../site/ui/picture-slots.ts';
import { encodeVariants, ENCODING } from './encode-photo.ts';
import { IMAGE_CACHE_DIR, isPhotoPath, photoInfo } from './photo-info.ts';
import { picturesIn, slotWidths, widestFile, widthsToMake } from './picture-places.ts';
import { eachLimited } from '../files/each-limited.ts';
import { writeToCache } from '../files/write-to-cache.ts';

export interface ResponsivePhotoOptions {
  catalogDir: string;
  /** The site being built: the files go to its pictures/ folder. */
  siteDir: string;
  cacheDir?: string;
}

export interface ResponsivePhotos {
  /** What the pages render from: every photo's files, by its public address. */
  manifest: ImageManifest;
  /** Settles once every file is in the site (made, or copied from the cache); rejects if one could not be made. */
  written: Promise<void>;
  /** The catalogue paths ("images/home/hero.jpg") of the photos shown nowhere but through their files: the site needs no copy of the original. */
  replaced: ReadonlySet<string>;
}

interface Plan {
  src: string;
  image: ResponsiveImage;
  /** Cache file names of this photo's files are `${key}-${width}.${format}`. */
  key: string;
}

/**
 * The catalogue's photos, made responsive: each JPEG, PNG or WebP a page shows becomes AVIF,
 * WebP and a fallback (JPEG, or PNG when it has transparency) in the widths its places need
 * (site/ui/picture-slots.ts). Returns at once with what the pages need to point at the files,
 * which are written meanwhile: from the cache when an earlier build made them from the same
 * bytes, else made here. A catalogue of drawings costs nothing: sharp is never loaded.
 */
export async function responsivePhotos(
  catalog: Catalog,
  { catalogDir, siteDir, cacheDir = IMAGE_CACHE_DIR }: ResponsivePhotoOptions,
): Promise<ResponsivePhotos> {
  // A photo shown in several places is made once, in the widths they all need.
  const shown = new Map<string, PictureSlotName[]>();
  const asItIs = new Set<string>();
  for (const { src, slots } of picturesIn((file: CatalogKey) => catalog[file])) {
    if (!slots.length) asItIs.add(src);
    else if (isPhotoPath(src)) shown.set(src, [...(shown.get(src) ?? []), ...slots]);
  }
  const plans = (
    await Promise.all([...shown].map(([src, slots]) => plan(src, slotWidths(slots), catalogDir, cacheDir)))
  ).filter((p) => p !== undefined);
  const manifest = Object.fromEntries(plans.map((p) => [imageUrl(p.src), p.image]));
  const written = writeAll(plans, { catalogDir, siteDir, cacheDir });
  // Awaited by the build once the pages are rendered; until then a failure must not go unhandled.
  written.catch(() => {});
  // A logo or a store API image is linked as it is, so its file must be there.
  const replaced = new Set(plans.map((p) => p.src).filter((src) => !asItIs.has(src)));
  return { manifest, written, replaced };
}

async function plan(src: string, wanted: number[], catalogDir: string, cacheDir: string): Promise<Plan | undefined> {
  const info = await photoInfo(join(catalogDir, src), cacheDir);
  if (info.animated) return undefined;
  const widths = widthsToMake(wanted, info.width);
  const key = createHash('sha256').update(`${ENCODING}\0${info.hash}`).digest('hex');
  // The content hash in the name changes with the photo (or the encoding), so a host may cache the files for good.
  const name = `${slug(basename(src, extname(src)))}-${key.slice(0, 10)}`;
  return {
    src,
    key,
    image: {
      base: `/${PICTURES_FOLDER}/${name}`,
      widths,
      fallback: info.alpha ? 'png' : 'jpg',
      ...widestFile(wanted, info),
    },
  };
}

/** "Blue Bowl (2)" → "blue-bowl-2": safe in a srcset, where a space would end the address. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'photo';

const FORMATS = (fallback: PictureFormat): PictureFormat[] => ['avif', 'webp', fallback];

async function writeAll(
  plans: Plan[],
  { catalogDir, siteDir, cacheDir }: Required<ResponsivePhotoOptions>,
): Promise<void> {
  if (plans.length === 0) return;
  const folder = join(siteDir, PICTURES_FOLDER);
  await mkdir(folder, { recursive: true });
  // A few photos at a time: each decodes a whole photo into memory before its files are made.
  await eachLimited(plans, availableParallelism(), async ({ src, image, key }) => {
    const files = image.widths.flatMap((width) =>
      FORMATS(image.fallback).map((format) => ({ width, format, cached: join(cacheDir, `${key}-${width}.${format}`) })),
    );
    const missing = [];
    for (const file of files) if (!(await exists(file.cached))) missing.push(file);
    if (missing.length) {
      const made = await encodeVariants(await readFile(join(catalogDir, src)), missing);
      for (const [i, file] of missing.entries()) {
        await writeFile(siteFile(folder, image, file), made[i]!);
        await writeToCache(file.cached, made[i]!);
      }
    }
    for (const file of files) if (!missing.includes(file)) await place(file.cached, siteFile(folder, image, file));
  });
}

const siteFile = (
  folder: string,
  image: ResponsiveImage,
  { width, format }: { width: number; format: PictureFormat },
) => join(folder, basename(pictureFile(image, width, format)));

/**
 * A cached file into the site: linked, so a rebuild of a catalogue full of photos writes next to
 * nothing (a cache file is never changed in place, only replaced); copied where the cache is on
 * another disk.
 */
async function place(cached: string, to: string): Promise<void> {
  try {
    await link(cached, to);
  } catch {
    await copyFile(cached, to);
  }
}

const exists = (file: string) =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
