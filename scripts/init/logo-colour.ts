import sharp from 'sharp';
import { type Oklch, toOklch } from '../../site/core/theme/color-math.ts';
import { deriveTheme } from '../../site/core/theme/derive-theme.ts';
import { themeChoices } from '../../site/core/theme/theme-choices.ts';
import { MAX_PIXELS } from '../images/picture-limits.ts';
import { setupAnswerMessages as say } from './setup-answer-messages.ts';

/**
 * The setup's suggestion of a brand colour (theme.json's "brand") from the café's logo: the colour
 * it uses most, leaving out its background, its black outlines and its greys, which are not what a
 * guest remembers of a logo. The theme then keeps text in it readable, and says so when it must
 * darken it.
 */

/** The longest side the logo is shrunk to first: enough to count its colours, quick for any file. */
const SAMPLE_SIDE = 64;
/** Pixels less than half opaque are the logo's background, not its colour. */
const OPAQUE = 128;
/** OKLCH lightness above which a colour is a near-white background, below which a near-black outline. */
const NEAR_WHITE = 0.94;
const NEAR_BLACK = 0.2;
/** OKLCH chroma below which a colour reads as grey (JPEG's noise on grey stays under it). */
const GREY_CHROMA = 0.03;

interface Shade {
  count: number;
  hex: string;
  colour: Oklch;
}

const hexOf = (channels: number[]) => `#${channels.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * The logo's opaque pixels, gathered in shades 16 steps apart per channel so that JPEG's noise and
 * soft edges count with the colour they belong to; each shade is the average of its pixels.
 */
async function shadesOf(bytes: Buffer): Promise<Shade[] | undefined> {
  let data: Buffer;
  try {
    ({ data } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }));
  } catch {
    return undefined;
  }
  const sums = new Map<number, number[]>();
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! < OPAQUE) continue;
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const sum = sums.get(key) ?? [0, 0, 0, 0];
    sums.set(key, [sum[0]! + r, sum[1]! + g, sum[2]! + b, sum[3]! + 1]);
  }
  return [...sums.values()].map(([r, g, b, count]) => {
    const hex = hexOf([r!, g!, b!].map((v) => v / count!));
    return { count: count!, hex, colour: toOklch(hex) };
  });
}

/** The most used shade that is a colour; else the darkest colourful one (a navy or a pastel logo); else none. */
function brandShade(shades: readonly Shade[]): Shade | undefined {
  const colourful = shades.filter((s) => s.colour.c >= GREY_CHROMA);
  const midtones = colourful.filter((s) => s.colour.l > NEAR_BLACK && s.colour.l < NEAR_WHITE);
  if (midtones.length) return midtones.reduce((most, s) => (s.count > most.count ? s : most));
  return colourful.reduce<Shade | undefined>(
    (darkest, s) => (!darkest || s.colour.l < darkest.colour.l ? s : darkest),
    undefined,
  );
}

export async function brandFromLogo(bytes: Buffer): Promise<{ brand: string; note?: string } | { message: string }> {
  const shades = await shadesOf(bytes);
  if (!shades) return { message: say.logoUnreadable };
  const brand = brandShade(shades)?.hex;
  if (!brand) return { message: say.logoNoColour };
  const theme = deriveTheme(themeChoices({ brand })!);
  const tooPale = theme.warnings.some((w) => w.field === 'brand');
  return tooPale ? { brand, note: say.logoTooPale(brand, theme.light.colors.primary) } : { brand };
}
