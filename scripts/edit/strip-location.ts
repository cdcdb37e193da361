import { MAX_PIXELS } from '../images/picture-limits.ts';

/**
 * An uploaded photo without what its camera wrote about it (EXIF, XMP, IPTC: the phone's GPS
 * position among them), since catalog/images/ goes into git and onto the site as it is. A photo
 * carrying none is kept byte for byte; one that does is turned upright (its orientation was one of
 * those tags), keeps its colour profile, and is encoded again in its own format at high quality.
 */
export async function stripLocation(bytes: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  if (!meta.exif && !meta.xmp && !meta.iptc) return bytes;
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().keepIccProfile();
  if (meta.format === 'png') return image.png().toBuffer();
  if (meta.format === 'webp') return image.webp({ quality: 92 }).toBuffer();
  return image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
}
