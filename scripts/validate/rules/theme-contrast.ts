import { isRecord } from '../../../site/core/lib/is-record.ts';
import type { ThemeCatalog } from '../../../site/core/catalog/theme.ts';
import { deriveTheme } from '../../../site/core/theme/derive-theme.ts';
import type { Rule } from './rule.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A brand or accent colour too pale to read as text on the site's light surfaces: the build uses
 * a darker shade of it for text (site/core/theme/derive-theme.ts), and says so, once, where the
 * colour is chosen. A warning: the site stays readable either way.
 */
export const themeContrast: Rule = ({ files }) => {
  const theme = files.get('theme');
  if (!isRecord(theme) || typeof theme.brand !== 'string' || !HEX.test(theme.brand)) return [];
  if (theme.accent !== undefined && (typeof theme.accent !== 'string' || !HEX.test(theme.accent))) return [];
  const { warnings } = deriveTheme({ type: 'classic', corners: 'soft', darkMode: false, ...theme } as ThemeCatalog);
  return warnings.map(({ field, message }) => ({ key: 'theme', pointer: `/${field}`, message, warning: true }));
};
