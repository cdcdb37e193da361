import { scriptedCss } from '../../site/styles/scripted-css.ts';
import { contentHash } from '../../site/islands/props-files.ts';
import { minifyCss } from './minify-css.ts';

/**
 * The stylesheet of what only scripts draw (site/styles/scripted-css.ts), minified, and its
 * content-hashed file name beside the bundles. Pages link it for print only, which no guest waits
 * for, and the boot script turns it on (client/add-scripted-styles.ts): out of every page's first round
 * trip, and out of the script counted before a guest's first tap.
 */
export function scriptedStylesheet(): { file: string; css: string } {
  const css = minifyCss(scriptedCss);
  return { file: `scripted-${contentHash(css).slice(0, 8)}.css`, css };
}
