import { globalCss } from '../../site/styles/global.ts';
import { minifyCss } from './minify-css.ts';

/**
 * The one stylesheet a page inlines: the global rules, minified by esbuild, then the rules its
 * components used exactly as goober wrote them. goober adds an island's rules to this sheet (hence
 * its id) only when it does not find them there already, so minifying them would have it add a
 * shared class's rules again, after the page's modifiers of that class (a size, a responsive hide),
 * and outrank them. goober's own output is compact: left as it is, it costs some 50 bytes gzip.
 */
export const pageStyle = (componentCss: string): string => `<style id="_goober">${minifyCss(globalCss)}${componentCss}</style>`;

/**
 * A late section's rules that its page's sheet lacks, one to a line and as goober wrote them. The
 * page adds each to goober's sheet unless it is there already (client/lazy-sections.ts), as goober
 * does for an island: a section repeating a shared class's rules after the page's modifiers of it
 * would undo them (the hero's button lost its white border once the sections below had loaded).
 */
export function fragmentStyle(componentCss: string, pageCss: string): string {
  const present = new Set(cssRules(pageCss));
  const rules = cssRules(componentCss).filter((rule) => !present.has(rule));
  return rules.length ? `<style>${rules.join('\n')}</style>` : '';
}

/**
 * goober's output split into its top-level rules (a rule, or an at-rule with its block). It has no
 * line breaks (goober turns them into spaces), so a line can hold one rule.
 */
export function cssRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return rules;
}
