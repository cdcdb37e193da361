import type { ThemeTokens } from '../core/theme/derive-theme.ts';

/*
 * The design tokens as CSS: the catalogue's theme (theme.json) gives them, site/core/theme/derive-theme.ts
 * makes them, global.ts writes them as the pages' custom properties, and tokens.ts names them for
 * components.
 */
export type { ThemeColors } from '../core/theme/derive-theme.ts';

/** A token's custom property: `onPrimary` is `--on-primary`, `surface2` is `--surface-2`. */
export const cssProperty = (name: string): string =>
  `--${name.replace(/[A-Z]|\d+/g, (part) => `-${part.toLowerCase()}`)}`;

/**
 * A theme's tokens as declarations for a rule: its colours, then its shadows. Written tight, as
 * the minifier keeps a custom property's value exactly as given, spaces included.
 */
export const themeDeclarations = ({ colors, shadows }: ThemeTokens): string =>
  [
    ...Object.entries(colors).map(([name, value]) => `${cssProperty(name)}:${value};`),
    ...Object.entries(shadows).map(([name, value]) => `${cssProperty(`shadow-${name}`)}:${value};`),
  ].join('');
