/**
 * A catalogue photo as the build made it: the same picture in a few widths, each as AVIF, WebP
 * and a fallback every browser reads. Pure data, so the page, the islands' props and the build
 * agree on every file's address: the build writes each file where `pictureFile` says.
 */
export interface ResponsiveImage {
  /** Address of its files without width and extension, e.g. "/pictures/hero-table-1a2b3c4d5e". */
  base: string;
  /** The widths made, ascending. */
  widths: number[];
  /** The fallback's format: JPEG, or PNG for a picture with transparency. */
  fallback: FallbackFormat;
  /** The widest file's size: the picture's own proportions, so the page keeps its space before it loads. */
  width: number;
  height: number;
}

export type FallbackFormat = 'jpg' | 'png';
export type PictureFormat = 'avif' | 'webp' | FallbackFormat;

/** By public address ("/images/gallery/bowl.jpg", as imageUrl gives it): the photos a page or an island shows. */
export type ImageManifest = Readonly<Record<string, ResponsiveImage>>;

/** Where the build writes them in the site; every name carries a content hash, so hosts may cache them for good. */
export const PICTURES_FOLDER = 'pictures';

export const MIME_TYPES: Record<PictureFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** "/pictures/hero-table-1a2b3c4d5e-800.avif" */
export const pictureFile = (image: ResponsiveImage, width: number, format: PictureFormat): string =>
  `${image.base}-${width}.${format}`;

/**
 * The widths of `image` a place asking for `wanted` (ascending) can use: from the widest at most
 * its narrowest to the first that covers its widest. A photo shown large elsewhere (the gallery's
 * lightbox) keeps its big files out of a thumbnail's srcset, and the page's bytes down.
 */
export function widthsFor(image: ResponsiveImage, wanted: readonly number[]): number[] {
  const { widths } = image;
  let from = 0;
  while (from + 1 < widths.length && widths[from + 1]! <= wanted[0]!) from++;
  const to = widths.findIndex((w) => w >= wanted.at(-1)!);
  return widths.slice(from, to === -1 ? undefined : to + 1);
}

/** "… 400w, … 800w": the widths in one format (all the image has by default). */
export const srcsetOf = (
  image: ResponsiveImage,
  format: PictureFormat,
  widths: readonly number[] = image.widths,
): string => widths.map((w) => `${pictureFile(image, w, format)} ${w}w`).join(', ');

/** The narrowest fallback file at least `width` wide (the widest when none is): for a place that takes one address, not a srcset. */
export function fallbackFile(image: ResponsiveImage, width = Infinity): string {
  const chosen = image.widths.find((w) => w >= width) ?? image.widths.at(-1)!;
  return pictureFile(image, chosen, image.fallback);
}
