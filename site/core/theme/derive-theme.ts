import type { Corners, Surfaces, ThemeCatalog, TypePairing } from '../catalog/theme.ts';
import { contrast, fromOklch, type Oklch, ratioText, toOklch } from './color-math.ts';

/**
 * The site's design tokens, made from the few choices of theme.json (issue 36, part 3): every
 * colour of the light and dark themes, the type and the corners. Everything that colours a page
 * reads them: the pages' and the hub's CSS (site/styles/global.ts), the theme-color tags, the
 * installed app's manifest and the share pictures.
 *
 * The neutrals (page, cards, text, lines) take the brand's hue at fixed lightness, so they read the
 * same for any brand; the brand and accent are used as chosen, unless text in them would fall
 * below WCAG AA (4.5:1) on the light theme's surfaces: then text uses a darker shade, and one
 * warning line says so. The dark theme's shades are made to pass. Status colours (stars, errors,
 * information, success) are the same for every café: guests know them.
 */

export interface ThemeColors {
  bg: string;
  surface: string;
  surface2: string;
  text: string;
  muted: string;
  border: string;
  primary: string;
  onPrimary: string;
  primarySoft: string;
  accent: string;
  onAccent: string;
  accentSoft: string;
  star: string;
  danger: string;
  onDanger: string;
  focus: string;
  info: string;
  infoSoft: string;
  success: string;
  successSoft: string;
  dangerSoft: string;
  /** India's food marks: green for vegetarian, red for non-vegetarian (3:1 as a graphic). */
  veg: string;
  nonVeg: string;
}

export interface ThemeTokens {
  colors: ThemeColors;
  shadows: { card: string; raised: string };
}

/** A chosen colour too pale for text, and what text uses instead. */
export interface ThemeWarning {
  field: 'brand' | 'accent';
  message: string;
}

export interface DerivedTheme {
  light: ThemeTokens;
  /** Absent when the café turned dark mode off. */
  dark?: ThemeTokens;
  fonts: { display: string; body: string };
  radii: { sm: string; md: string; lg: string };
  /** One line per colour darkened for text: `theme: brand #f7c948 on white is 1.6:1; text uses #816400 (4.5:1)`. */
  warnings: ThemeWarning[];
}

/** The text contrast WCAG AA asks of ordinary text. */
const AA = 4.5;

const SYSTEM_SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** System font stacks only: no font file is downloaded. */
export const TYPE_PAIRINGS: Record<TypePairing, { display: string; body: string }> = {
  classic: {
    display: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
    body: SYSTEM_SANS,
  },
  modern: { display: SYSTEM_SANS, body: SYSTEM_SANS },
  rounded: {
    display:
      'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", Calibri, sans-serif',
    body: SYSTEM_SANS,
  },
  editorial: {
    display: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
    body: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
  },
  humanist: {
    display: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
    body: SYSTEM_SANS,
  },
};

const RADII: Record<Corners, DerivedTheme['radii']> = {
  soft: { sm: '8px', md: '14px', lg: '22px' },
  square: { sm: '0', md: '0', lg: '0' },
};

/**
 * Lightness, chroma and hue of each neutral (page, cards, text, lines). "warm" is a café's cream
 * and espresso; "cool" the same steps in grey-blue; "tinted" takes the brand's hue.
 */
const NEUTRALS = {
  light: {
    bg: [0.978, 0.0079, 73.7],
    surface2: [0.941, 0.0176, 73.1],
    text: [0.257, 0.0223, 63.6],
    muted: [0.462, 0.0274, 56.5],
    border: [0.879, 0.0249, 71.4],
  },
  dark: {
    bg: [0.181, 0.009, 59],
    surface: [0.225, 0.0135, 51.5],
    surface2: [0.257, 0.0167, 50.7],
    text: [0.947, 0.0148, 70.9],
    muted: [0.782, 0.026, 65.5],
    border: [0.324, 0.0222, 55.5],
  },
} as const;

const COOL_HUE = 250;

/** The neutrals of one theme for the café's choice of surfaces. */
function neutrals<T extends Record<string, readonly [number, number, number]>>(
  table: T,
  surfaces: Surfaces,
  brandHue: number,
): Record<keyof T, string> {
  const hue = (h: number) => (surfaces === 'warm' ? h : surfaces === 'cool' ? COOL_HUE : brandHue);
  return Object.fromEntries(
    Object.entries(table).map(([k, [l, c, h]]) => [k, fromOklch({ l, c, h: hue(h) })]),
  ) as Record<keyof T, string>;
}

const STATUS = {
  light: {
    star: '#a86a00',
    danger: '#b42318',
    onDanger: '#ffffff',
    info: '#1c4ea3',
    infoSoft: '#e3ecfb',
    success: '#1e6b3a',
    successSoft: '#ddf1e4',
    dangerSoft: '#fce3df',
    veg: '#1e7b34',
    nonVeg: '#b42318',
  },
  dark: {
    star: '#f2b84b',
    danger: '#ff8a80',
    onDanger: '#2a0906',
    info: '#a9c8ff',
    infoSoft: '#1c2a42',
    success: '#93dbab',
    successSoft: '#17301f',
    dangerSoft: '#3b1b17',
    veg: '#5cc97a',
    nonVeg: '#ff8a80',
  },
};

const at = (h: number, [l, c]: readonly [number, number]): string => fromOklch({ l, c, h });

const WHITE = '#ffffff';

/** The lowest contrast `hex` has on any of `backgrounds`, and which background that is. */
function worstOn(hex: string, backgrounds: readonly string[]): { ratio: number; on: string } {
  return backgrounds
    .map((on) => ({ ratio: contrast(hex, on), on }))
    .reduce((worst, next) => (next.ratio < worst.ratio ? next : worst));
}

/** `colour` made darker (or, on dark backgrounds, lighter) in even steps until it reads on every background. */
function shadeToRead(colour: Oklch, backgrounds: readonly string[], direction: 1 | -1): string {
  let shade = { ...colour };
  let hex = fromOklch(shade);
  while (worstOn(hex, backgrounds).ratio < AA && shade.l > 0 && shade.l < 1) {
    shade = { ...shade, l: shade.l + direction * 0.005 };
    hex = fromOklch(shade);
  }
  return hex;
}

/** Text on a filled colour: white where it reads, else the darkest neutral of the colour's hue. */
const textOn = (fill: string, h: number): string => (contrast(WHITE, fill) >= AA ? WHITE : at(h, [0.2, 0.018]));

function lightTokens(brand: Oklch, accent: Oklch, surfaces: Surfaces, warnings: ThemeWarning[]): ThemeTokens {
  const h = brand.h;
  const n = neutrals(NEUTRALS.light, surfaces, h);
  const soft = (colour: Oklch) => at(colour.h, [0.93, Math.min(colour.c, 0.025)]);
  const primarySoft = soft(brand);
  const accentSoft = soft(accent);
  const readable = (field: ThemeWarning['field'], colour: Oklch, backgrounds: string[]) => {
    const chosen = fromOklch(colour);
    const worst = worstOn(chosen, backgrounds);
    if (worst.ratio >= AA) return chosen;
    const shade = shadeToRead(colour, backgrounds, -1);
    // Said on white, where staff picture their colour, unless white is not where it fails.
    const on = contrast(chosen, WHITE) < AA ? WHITE : worst.on;
    const where = on === WHITE ? 'white' : on;
    warnings.push({
      field,
      message: `theme: ${field} ${chosen} on ${where} is ${ratioText(contrast(chosen, on))}; text uses ${shade} (${ratioText(contrast(shade, on))})`,
    });
    return shade;
  };
  const backgrounds = [WHITE, n.bg, n.surface2];
  const primary = readable('brand', brand, [...backgrounds, primarySoft]);
  const accentText = readable('accent', accent, [...backgrounds, accentSoft]);
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(n.text.slice(i, i + 2), 16));
  const ink = `${r} ${g} ${b}`;
  return {
    colors: {
      ...n,
      surface: WHITE,
      primary,
      onPrimary: textOn(primary, h),
      primarySoft,
      accent: accentText,
      onAccent: textOn(accentText, accent.h),
      accentSoft,
      focus: accentText,
      ...STATUS.light,
    },
    shadows: {
      card: `0 1px 2px rgb(${ink} / 6%), 0 6px 20px rgb(${ink} / 7%)`,
      raised: `0 12px 40px rgb(${ink} / 18%)`,
    },
  };
}

function darkTokens(brand: Oklch, accent: Oklch, surfaces: Surfaces): ThemeTokens {
  const n = neutrals(NEUTRALS.dark, surfaces, brand.h);
  const backgrounds = [n.bg, n.surface, n.surface2];
  // A pale version of the colour, as bright as it needs to be on the dark page.
  const lit = ({ l, c, h }: Oklch, soft: string) =>
    shadeToRead({ l: Math.max(1 - l / 2, l), c: (c + 0.1) / 2, h }, [...backgrounds, soft], 1);
  const primarySoft = at(brand.h, [0.3, Math.min(brand.c, 0.03)]);
  const accentSoft = at(accent.h, [0.3, Math.min(accent.c, 0.03)]);
  const primary = lit(brand, primarySoft);
  const accentText = lit(accent, accentSoft);
  const onDark = (colour: Oklch) => at(colour.h, [0.2, 0.018]);
  return {
    colors: {
      ...n,
      primary,
      onPrimary: onDark(brand),
      primarySoft,
      accent: accentText,
      onAccent: onDark(accent),
      accentSoft,
      focus: accentText,
      ...STATUS.dark,
    },
    shadows: {
      card: '0 1px 2px rgb(0 0 0 / 40%), 0 6px 20px rgb(0 0 0 / 30%)',
      raised: '0 12px 40px rgb(0 0 0 / 55%)',
    },
  };
}

/** Every token of the site's look, from theme.json's choices. */
export function deriveTheme(theme: ThemeCatalog): DerivedTheme {
  const brand = toOklch(theme.brand.toLowerCase());
  // No accent chosen: the brand's opposite hue, as deep as a text colour.
  const accent = theme.accent ? toOklch(theme.accent.toLowerCase()) : { l: 0.46, c: 0.065, h: (brand.h + 180) % 360 };
  const warnings: ThemeWarning[] = [];
  const surfaces = theme.surfaces ?? 'warm';
  return {
    light: lightTokens(brand, accent, surfaces, warnings),
    ...(theme.darkMode && { dark: darkTokens(brand, accent, surfaces) }),
    fonts: TYPE_PAIRINGS[theme.type],
    radii: RADII[theme.corners],
    warnings,
  };
}
