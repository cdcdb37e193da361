/**
 * The design tokens of the two themes, as data: global.ts writes them as the pages' CSS custom
 * properties, tokens.ts names them for components, and the build reads them for the installed
 * app's colours (scripts/pwa/theme-colors.ts). AA contrast is checked for text, muted text and
 * buttons in both themes.
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
}

export interface Theme {
  colors: ThemeColors;
  shadows: { card: string; raised: string };
}

export const PALETTE: { light: Theme; dark: Theme } = {
  light: {
    colors: {
      bg: '#fbf7f2',
      surface: '#ffffff',
      surface2: '#f3eadf',
      text: '#2b2118',
      muted: '#65554a',
      border: '#e2d5c6',
      primary: '#a8432c',
      onPrimary: '#ffffff',
      primarySoft: '#f7e1d8',
      accent: '#25645f',
      onAccent: '#ffffff',
      accentSoft: '#dcefeb',
      star: '#a86a00',
      danger: '#b42318',
      onDanger: '#ffffff',
      focus: '#25645f',
      info: '#1c4ea3',
      infoSoft: '#e3ecfb',
      success: '#1e6b3a',
      successSoft: '#ddf1e4',
      dangerSoft: '#fce3df',
    },
    shadows: {
      card: '0 1px 2px rgb(43 33 24 / 6%), 0 6px 20px rgb(43 33 24 / 7%)',
      raised: '0 12px 40px rgb(43 33 24 / 18%)',
    },
  },
  dark: {
    colors: {
      bg: '#15110e',
      surface: '#211a16',
      surface2: '#2a211c',
      text: '#f4ece3',
      muted: '#c4b5a7',
      border: '#3d3129',
      primary: '#e89072',
      onPrimary: '#1b120e',
      primarySoft: '#3b2620',
      accent: '#74c7bd',
      onAccent: '#0f1d1b',
      accentSoft: '#1d3330',
      star: '#f2b84b',
      danger: '#ff8a80',
      onDanger: '#2a0906',
      focus: '#74c7bd',
      info: '#a9c8ff',
      infoSoft: '#1c2a42',
      success: '#93dbab',
      successSoft: '#17301f',
      dangerSoft: '#3b1b17',
    },
    shadows: {
      card: '0 1px 2px rgb(0 0 0 / 40%), 0 6px 20px rgb(0 0 0 / 30%)',
      raised: '0 12px 40px rgb(0 0 0 / 55%)',
    },
  },
};

/** System font stacks: no font file is downloaded. */
export const FONTS = {
  display: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
};

/** A token's custom property: `onPrimary` is `--on-primary`, `surface2` is `--surface-2`. */
export const cssProperty = (name: string): string =>
  `--${name.replace(/[A-Z]|\d+/g, (part) => `-${part.toLowerCase()}`)}`;

/** A theme's tokens as declarations for a rule: its colours, then its shadows. */
export const themeDeclarations = ({ colors, shadows }: Theme): string =>
  [
    ...Object.entries(colors).map(([name, value]) => `${cssProperty(name)}: ${value};`),
    ...Object.entries(shadows).map(([name, value]) => `${cssProperty(`shadow-${name}`)}: ${value};`),
  ].join(' ');
