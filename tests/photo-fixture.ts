import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export interface PhotoOptions {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp';
  /** A transparent band down the left side (PNG and WebP). */
  alpha?: boolean;
  /** Another seed, another photo (other bytes, another content hash). */
  seed?: number;
}

/**
 * A stand-in for a staff member's phone photo, made in the test (no binary is committed): a
 * colour gradient under strong per-pixel noise, like sensor grain, so it compresses about as
 * badly as a real photo. At the default 4000 × 3000 it is a JPEG of several MB.
 */
export async function noisyPhoto({
  width = 4000,
  height = 3000,
  format = 'jpeg',
  alpha = false,
  seed = 1,
}: PhotoOptions = {}): Promise<Buffer> {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  let state = seed >>> 0 || 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // xorshift32: quick, and the same photo for the same seed.
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const noise = ((state >>> 0) % 64) - 32;
      const i = (y * width + x) * channels;
      pixels[i] = clamp((255 * x) / width + noise);
      pixels[i + 1] = clamp((255 * y) / height + noise);
      pixels[i + 2] = clamp(150 + ((seed * 37) % 80) - 40 + noise);
      if (alpha) pixels[i + 3] = x < width / 4 ? 0 : 255;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels } });
  return (
    format === 'jpeg' ? image.jpeg({ quality: 92 }) : format === 'png' ? image.png() : image.webp({ quality: 92 })
  ).toBuffer();
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/**
 * A white PNG of any size in a few KB, written byte by byte (1 bit a pixel, deflated by zlib): a
 * 100 × 1,000,000 picture is made at once, where sharp would first fill 300 MB of pixels.
 */
export function plainPng({ width, height }: { width: number; height: number }): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bits a pixel
  header[9] = 0; // greyscale
  // Each row: filter type 0, then the pixels, all white.
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0;
  const rows = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) row.copy(rows, y * row.length);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
