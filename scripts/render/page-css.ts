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

/** A fragment's own rules (the page it joins has the global ones). */
export const fragmentStyle = (componentCss: string): string => `<style>${minifyCss(componentCss)}</style>`;
