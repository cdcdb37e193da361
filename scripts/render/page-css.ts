import { transformSync } from 'esbuild';
import { globalCss } from '../../site/styles/global.ts';

const TARGETS = ['chrome100', 'safari15', 'firefox100'];

/**
 * The one stylesheet a page inlines: the global rules and the rules its components used, in one
 * <style> (goober adds an island's rules to it at run time, hence its id), minified by esbuild:
 * together they compress better, and every byte counts for a page that must fit in one round trip.
 */
export const pageStyle = (componentCss: string): string =>
  `<style id="_goober">${transformSync(`${globalCss}\n${componentCss}`, { loader: 'css', minify: true, target: TARGETS }).code.trim()}</style>`;

/** A fragment's own rules (the page it joins has the global ones). */
export const fragmentStyle = (componentCss: string): string =>
  `<style>${transformSync(componentCss, { loader: 'css', minify: true, target: TARGETS }).code.trim()}</style>`;
