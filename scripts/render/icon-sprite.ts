import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRAND_ICONS, LINE_ICONS } from '../../site/ui/icons.ts';
import { escapeHtml } from './escape-html.ts';

/** What is inside an icon's <svg>: its shapes, without the wrapper that carries lucide's attributes. */
const innerSvg = (markup: string) => markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');

/**
 * /icons.svg: every icon of site/ui/icons.ts as a <symbol> that <Icon> points into. Line icons
 * take their stroke from the page (global `.icon` rules, so a size, weight or fill can change per
 * use); brand marks are filled.
 */
export function iconSprite(): string {
  // The same for every build of this code: the site and the hub (and a dev worker's every build) share one.
  return (sprite ??= makeSprite());
}

let sprite: string | undefined;

function makeSprite(): string {
  const line = Object.entries(LINE_ICONS).map(
    ([name, component]) =>
      `<symbol id="${escapeHtml(name)}" viewBox="0 0 24 24">${innerSvg(renderToStaticMarkup(createElement(component)))}</symbol>`,
  );
  const brand = Object.entries(BRAND_ICONS).map(
    ([name, path]) =>
      `<symbol id="brand-${escapeHtml(name)}" viewBox="0 0 24 24"><path fill="currentColor" stroke="none" d="${escapeHtml(path)}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...line, ...brand].join('')}</svg>\n`;
}
