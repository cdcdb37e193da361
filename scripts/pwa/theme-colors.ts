import { globalCss } from '../../site/styles/global.ts';

export interface ThemeColors {
  /** The light theme's page background (`--bg` on :root). */
  light: string;
  /** The dark theme's (`--bg` on :root.dark). */
  dark: string;
}

/**
 * The page background of each theme, read from the design tokens the pages are styled with
 * (site/styles/global.ts), so the installed app's title bar and splash screen match the pages
 * whatever the tokens become.
 */
export function themeColors(css: string = globalCss): ThemeColors {
  return { light: background(css, ':root'), dark: background(css, ':root.dark') };
}

function background(css: string, selector: string): string {
  const block = new RegExp(`(?:^|\\n)${selector.replace(/[.]/g, '\\.')}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  const value = block && /--bg:\s*(#[0-9a-f]{3,8})\b/i.exec(block)?.[1];
  if (!value) throw new Error(`site/styles/global.ts has no --bg colour on ${selector}`);
  return value.toLowerCase();
}
