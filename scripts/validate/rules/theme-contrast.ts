import { deriveTheme } from '../../../site/core/theme/derive-theme.ts';
import { themeChoices } from '../../../site/core/theme/theme-choices.ts';
import type { Rule } from './rule.ts';

/**
 * A brand or accent colour too pale to read as text on the site's light surfaces: the build uses
 * a darker shade of it for text (site/core/theme/derive-theme.ts), and says so, once, where the
 * colour is chosen. A warning: the site stays readable either way.
 */
export const themeContrast: Rule = ({ files }) => {
  const choices = themeChoices(files.get('theme'));
  if (!choices) return [];
  return deriveTheme(choices).warnings.map(({ field, message }) => ({
    key: 'theme',
    pointer: `/${field}`,
    message,
    warning: true,
  }));
};
