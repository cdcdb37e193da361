/**
 * How big a picture Kiln opens, draws and writes: sharp's own limits, named once, so that
 * validation refuses in one line what the build could not do (scripts/validate/rules/photos.ts)
 * instead of the build stopping halfway.
 */

/**
 * The most pixels a picture may have to be opened: sharp's `limitInputPixels` (its default,
 * 16383 × 16383, about 268 megapixels; a 200-megapixel phone photo fits). Every sharp() that opens
 * a catalogue picture passes it.
 */
export const MAX_PIXELS = 16383 * 16383;

/**
 * The longest side sharp draws an SVG at (cairo's limit): a share picture is drawn at the size it
 * is then cut from. Photos are held to it too: one so long and thin makes no link preview, and
 * sharp cannot scale it that far either.
 */
export const MAX_DRAWN_SIDE = 32767;

/** The longest side of an AVIF or WebP file (WebP's 16383; AVIF's is 16384): every photo's copies are both. */
export const MAX_ENCODED_SIDE = 16383;

export interface Size {
  width: number;
  height: number;
}

/** The size a `picture` is scaled to so that it covers `box`, before its middle is cut out (sharp's `fit: 'cover'`). */
export function coverSize(picture: Size, box: Size): Size {
  const scale = Math.max(box.width / picture.width, box.height / picture.height);
  return { width: Math.round(picture.width * scale), height: Math.round(picture.height * scale) };
}

/** The height of a picture `width` px wide with the proportions of `picture` (at least 1). */
export const heightAt = (picture: Size, width: number): number =>
  Math.max(1, Math.round((picture.height * width) / picture.width));
