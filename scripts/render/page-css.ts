import { globalCss } from '../../site/styles/global.ts';
import { minifyCss } from './minify-css.ts';

/**
 * The one stylesheet a page inlines: the global rules and the rules its components used, in one
 * <style> (goober adds an island's rules to it at run time, hence its id), minified by esbuild:
 * together they compress better, and every byte counts for a page that must fit in one round trip.
 */
export const pageStyle = (componentCss: string): string => `<style id="_goober">${minifyCss(`${globalCss}\n${componentCss}`)}</style>`;

/** A fragment's own rules (the page it joins has the global ones). */
export const fragmentStyle = (componentCss: string): string => `<style>${minifyCss(componentCss)}</style>`;
