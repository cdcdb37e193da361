import { PALETTE } from '../../site/styles/palette.ts';

export interface ThemeColors {
  /** The light theme's page background. */
  light: string;
  /** The dark theme's. */
  dark: string;
}

/**
 * The page background of each theme, from the design tokens the pages are styled with
 * (site/styles/palette.ts), so the installed app's title bar and splash screen match the pages.
 */
export const themeColors = (palette = PALETTE): ThemeColors => ({
  light: palette.light.colors.bg,
  dark: palette.dark.colors.bg,
});
