import { cssRules } from '../../site/styles/css-rules.ts';
import type { DerivedTheme } from '../../site/core/theme/derive-theme.ts';
import { globalCss } from '../../site/styles/global.ts';
import { minifyCss } from '../bundle/minify-css.ts';

/**
 * The one stylesheet a page inlines: the global rules, minified by esbuild, then the rules its
 * components used exactly as goober wrote them. goober adds an island's rules to this sheet (hence
 * its id) only when it does not find them there already, so minifying them would have it add a
 * shared class's rules again, after the page's modifiers of that class (a size, a responsive hide),
 * and outrank them. goober's own output is compact: left as it is, it costs some 50 bytes gzip.
 */
export const pageStyle = (componentCss: string, theme: DerivedTheme): string =>
  `<style id="_goober">${minifyCss(globalCss(theme))}${componentCss}</style>`;

/**
 * A late section's rules that its page's sheet lacks, as goober wrote them. The page adds each to
 * goober's sheet unless it is there already (client/add-rules.ts): a section repeating a shared
 * class's rules after the page's modifiers of it would undo them (the hero's button lost its white
 * border once the sections below had loaded).
 */
export function fragmentStyle(componentCss: string, pageCss: string): string {
  const present = new Set(cssRules(pageCss));
  const rules = cssRules(componentCss).filter((rule) => !present.has(rule));
  return rules.length ? `<style>${rules.join('')}</style>` : '';
}
