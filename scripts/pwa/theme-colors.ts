import type { DerivedTheme } from '../../site/core/theme/derive-theme.ts';

export interface ThemeColors {
  /** The light theme's page background. */
  light: string;
  /** The dark theme's, when the café has dark mode. */
  dark?: string;
}

/**
 * The page background of each theme, from the theme the pages are styled with
 * (site/core/theme/derive-theme.ts), so the installed app's title bar and splash screen match the pages.
 */
export const themeColors = ({ light, dark }: DerivedTheme): ThemeColors => ({
  light: light.colors.bg,
  ...(dark && { dark: dark.colors.bg }),
});

/** The browser's bar in the page's colour: each theme's where there are two, else the one. */
export function themeColorTags(theme: DerivedTheme): string[] {
  const { light, dark } = themeColors(theme);
  return dark
    ? [
        `<meta name="theme-color" content="${light}" media="(prefers-color-scheme: light)">`,
        `<meta name="theme-color" content="${dark}" media="(prefers-color-scheme: dark)">`,
      ]
    : [`<meta name="theme-color" content="${light}">`];
}
