import type { Picture as PictureData } from '../core/catalog/common.ts';
import {
  MIME_TYPES,
  fallbackFile,
  srcsetOf,
  widthsFor,
  type ImageManifest,
  type ResponsiveImage,
} from '../core/lib/responsive-image.ts';
import { css } from '../styles/styled.ts';
import { usePictureImages } from './picture-images.ts';
import { PICTURE_SLOTS, type PictureSlotName } from './picture-slots.ts';

/** The public URL of a catalogue image path ("images/x.svg" → "/images/x.svg"). */
export const imageUrl = (src: string): string => (/^(https?:)?\/\//.test(src) || src.startsWith('/') ? src : `/${src}`);

/**
 * One address for a picture where a page takes no srcset (a cart line's image, a link to the
 * photo): for a photo, its fallback file at least `width` px wide (the widest when none is).
 */
export const pictureAddress = (images: ImageManifest, src: string, width?: number): string => {
  const image = images[imageUrl(src)];
  return image ? fallbackFile(image, width) : imageUrl(src);
};

/**
 * The photos among the catalogue pictures `srcs`, for an island that shows them (it provides them
 * itself); undefined when none is one, so a catalogue of drawings leaves the props as they were.
 */
export function photosOf(images: ImageManifest, srcs: readonly string[]): ImageManifest | undefined {
  const photos = Object.fromEntries(
    srcs.map(imageUrl).flatMap((url) => (images[url] ? [[url, images[url]] as const] : [])),
  );
  return Object.keys(photos).length ? photos : undefined;
}

/** photosOf, from the photos the page was given. */
export const usePhotosOf = (srcs: readonly string[]): ImageManifest | undefined => photosOf(usePictureImages(), srcs);

interface Props {
  picture: PictureData;
  /** Where it is shown (ui/picture-slots.ts): the sizes a photo's files are chosen by. */
  slot: PictureSlotName;
  /** A drawing's box; a photo brings its own proportions. */
  width?: number;
  height?: number;
  className?: string;
  /** Above-the-fold pictures load eagerly; everything else waits until it is near. A photo also goes first in the queue (the page's largest paint). */
  eager?: boolean;
}

/**
 * A catalogue picture with its alt text; width and height reserve space so nothing jumps. A
 * drawing (SVG) is one <img>; a photo the build made responsive is a <picture> offering AVIF,
 * WebP and the fallback in every width it was made in, the browser choosing by `sizes`.
 */
export function Picture({ picture, slot, width = 800, height = 600, className, eager }: Props) {
  const image = usePictureImages()[imageUrl(picture.src)];
  if (image)
    return <ResponsivePicture image={image} alt={picture.alt} slot={slot} className={className} eager={eager} />;
  return (
    <img
      src={imageUrl(picture.src)}
      alt={picture.alt}
      width={width}
      height={height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/** Lays the <img> out as if <picture> were not there, so every component's `img` rules apply as they did. */
const transparent = () => css`
  display: contents;
`;

interface ResponsiveProps {
  image: ResponsiveImage;
  alt: string;
  slot: PictureSlotName;
  className?: string;
  eager?: boolean;
}

function ResponsivePicture({ image, alt, slot, className, eager }: ResponsiveProps) {
  const { sizes, widths: wanted } = PICTURE_SLOTS[slot];
  const widths = widthsFor(image, wanted);
  return (
    <picture className={transparent()}>
      <source type={MIME_TYPES.avif} srcSet={srcsetOf(image, 'avif', widths)} sizes={sizes} />
      <source type={MIME_TYPES.webp} srcSet={srcsetOf(image, 'webp', widths)} sizes={sizes} />
      <img
        src={fallbackFile(image, wanted.at(-1))}
        srcSet={srcsetOf(image, image.fallback, widths)}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        className={className}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
