import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { APP_ICONS_FOLDER } from '../../site/core/lib/web-app.ts';
import { writeToCache } from '../files/write-to-cache.ts';
import { MAX_PIXELS } from '../images/picture-limits.ts';
import { CACHE_DIR } from '../project-dir.ts';
import type { ManifestIcon } from './web-manifest.ts';

/** Kiln's cache of drawn app icons, by content hash, so a rebuild does not draw them again. */
export const APP_ICON_CACHE_DIR = join(CACHE_DIR, 'app-icons');

/**
 * The icons a browser wants to install the site: 192 and 512 px (Chrome's minimum and its splash
 * screen), each as the logo on its own ("any") and as a full square an OS may cut to its own shape
 * ("maskable").
 */
export const APP_ICON_SIZES = [192, 512] as const;

/**
 * How much of a maskable icon the logo spans. An OS may cut the square to a circle 80% as wide
 * (the "safe zone" of the W3C manifest spec): a round logo fits at up to 80%, a square one at 56%.
 */
const MASKABLE_SHARE = 0.6;

/** Change it when the drawing changes, so icons cached by the old one are not reused. */
const RENDERING = 'app-icon-v1';

export interface AppIconOptions {
  catalogDir: string;
  /** The logo, as site.json names it ("images/logo.svg"). */
  logo: string;
  /** A maskable icon's background: the page's, so the logo sits on the site's own colour. */
  background: string;
  /** The site being built: icons are written to its app-icons/ folder. */
  siteDir: string;
  cacheDir?: string;
}

/** Where the logo the icons are drawn from is named: validation opens it as they do (scripts/validate/rules/photos.ts). */
export const APP_ICON_PLACE = { file: 'site', pointer: '/logo/src' } as const;

/**
 * Draws the app's icons from the logo with sharp (an SVG drawn at each size, crisp), writes them to
 * the site under names carrying their content's hash (a host may cache them for good), and returns
 * them as the manifest lists them. Each is taken from the cache when an earlier build drew it from
 * the same logo.
 */
export async function appIcons({
  catalogDir,
  logo,
  background,
  siteDir,
  cacheDir = APP_ICON_CACHE_DIR,
}: AppIconOptions): Promise<ManifestIcon[]> {
  const source = await readFile(join(catalogDir, logo));
  const name = basename(logo, extname(logo));
  const kinds = APP_ICON_SIZES.flatMap((size) => (['any', 'maskable'] as const).map((purpose) => ({ size, purpose })));
  await mkdir(join(siteDir, APP_ICONS_FOLDER), { recursive: true });
  return Promise.all(
    kinds.map(async ({ size, purpose }) => {
      const key = createHash('sha256')
        .update(`${RENDERING} ${size} ${purpose} ${background}\0`)
        .update(source)
        .digest('hex');
      const cached = join(cacheDir, `${key}.png`);
      let bytes: Uint8Array | undefined = await readFile(cached).catch(() => undefined);
      if (!bytes) {
        bytes = await draw(source, size, purpose === 'maskable' ? background : undefined);
        await writeToCache(cached, bytes);
      }
      const file = `${name}-${size}${purpose === 'maskable' ? '-maskable' : ''}-${key.slice(0, 10)}.png`;
      await writeFile(join(siteDir, APP_ICONS_FOLDER, file), bytes);
      return {
        src: `/${APP_ICONS_FOLDER}/${file}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      } satisfies ManifestIcon;
    }),
  );
}

/** The logo, `size` px square: filling it on a transparent ground, or, given a background, centred within the safe zone on it. */
async function draw(source: Buffer, size: number, background?: string): Promise<Buffer> {
  // Loaded only on a cache miss: most rebuilds never need it.
  const { default: sharp } = await import('sharp');
  const inner = background ? Math.round(size * MASKABLE_SHARE) : size;
  // sharp draws an SVG at the size the resize asks for, so a small drawing comes out crisp.
  const logo = await sharp(source, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  if (!background) return logo;
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toBuffer();
}
