/**
 * Colour arithmetic for the theme (derive-theme.ts): sRGB hex to OKLCH and back, where equal
 * steps of lightness look equal, and WCAG 2 contrast. OKLab per Björn Ottosson (2020).
 */

export interface Oklch {
  l: number;
  c: number;
  h: number;
}

type Rgb = [number, number, number];

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const toGamma = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);

/** "#a8432c" as sRGB channels from 0 to 1. */
function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as Rgb;
}

const hexOf = (rgb: Rgb): string =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(1, Math.max(0, v)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

export function toOklch(hex: string): Oklch {
  const [r, g, b] = rgbOf(hex).map(toLinear) as Rgb;
  const l_ = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m_ = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s_ = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const l = 0.2104542553 * l_ + 0.793617785 * m_ - 0.0040720468 * s_;
  const a = 1.9779984951 * l_ - 2.428592205 * m_ + 0.4505937099 * s_;
  const bb = 0.0259040371 * l_ + 0.7827717662 * m_ - 0.808675766 * s_;
  return { l, c: Math.hypot(a, bb), h: ((Math.atan2(bb, a) * 180) / Math.PI + 360) % 360 };
}

/** Linear sRGB of an OKLCH colour; outside 0–1 where it is beyond what a screen shows. */
function linearOf({ l, c, h }: Oklch): Rgb {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
}

/** The colour as hex; where a screen cannot show it, the nearest it can at the same lightness and hue (less chroma). */
export function fromOklch(colour: Oklch): string {
  const l = Math.min(1, Math.max(0, colour.l));
  let c = colour.c;
  const inGamut = (rgb: Rgb) => rgb.every((v) => v >= -1e-4 && v <= 1 + 1e-4);
  while (c > 0 && !inGamut(linearOf({ l, c, h: colour.h }))) c -= 0.002;
  return hexOf(linearOf({ l, c: Math.max(0, c), h: colour.h }).map(toGamma) as Rgb);
}

/** WCAG 2 relative luminance. */
const luminance = (hex: string): number => {
  const [r, g, b] = rgbOf(hex).map(toLinear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrast(one: string, other: string): number {
  const [hi, lo] = [luminance(one), luminance(other)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A ratio as guests' tools print it, never rounded up past a threshold: 4.49 is "4.4:1". */
export const ratioText = (ratio: number): string => `${Math.floor(ratio * 10) / 10}:1`;

/** Distance in OKLab, for "looks the same": under about 0.02 few people see a difference. */
export function oklabDistance(one: string, other: string): number {
  const [p, q] = [toOklch(one), toOklch(other)];
  const ab = ({ c, h }: Oklch) => [c * Math.cos((h * Math.PI) / 180), c * Math.sin((h * Math.PI) / 180)];
  const [[a1, b1], [a2, b2]] = [ab(p), ab(q)] as [number[], number[]];
  return Math.hypot(p.l - q.l, a1! - a2!, b1! - b2!);
}
