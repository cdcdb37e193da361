import type { Picture as PictureData } from '../catalog/common.ts';

/** The public URL of a catalogue image path ("images/x.svg" → "/images/x.svg"). */
export const imageUrl = (src: string): string => (/^(https?:)?\/\//.test(src) || src.startsWith('/') ? src : `/${src}`);

interface Props {
  picture: PictureData;
  width?: number;
  height?: number;
  className?: string;
  /** Above-the-fold pictures load eagerly; everything else waits until it is near. */
  eager?: boolean;
}

/** A catalogue picture with its alt text; width and height reserve space so nothing jumps. */
export function Picture({ picture, width = 800, height = 600, className, eager }: Props) {
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
