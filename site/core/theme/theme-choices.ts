import type { ThemeCatalog } from '../catalog/theme.ts';

/** How theme.json writes a colour: a six-digit hex code (its schema's pattern). */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * theme.json's content as far as it makes a theme, the other choices at their defaults: for
 * validation's warning and the editor's live colours, which read it before (or while) it is valid.
 * Undefined while a colour is not a colour code yet.
 */
export function themeChoices(data: unknown): ThemeCatalog | undefined {
  const theme = (typeof data === 'object' && data !== null ? data : {}) as Partial<ThemeCatalog>;
  if (typeof theme.brand !== 'string' || !HEX_COLOUR.test(theme.brand)) return undefined;
  if (theme.accent !== undefined && !HEX_COLOUR.test(String(theme.accent))) return undefined;
  return { type: 'classic', corners: 'soft', darkMode: true, ...theme } as ThemeCatalog;
}
