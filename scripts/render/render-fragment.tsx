import { extractCss } from 'goober';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { Catalog } from '../../site/catalog/index.ts';
import type { PageProps } from '../../site/pages/page-props.ts';
import { fragmentStyle } from './page-css.ts';

/** A part of a page fetched after it (site/pages/fragments.ts): its HTML, led by the rules it uses that the page may lack. */
export function renderFragment(Section: ComponentType<PageProps>, catalog: Catalog, page: string): string {
  extractCss();
  const body = renderToString(<Section catalog={catalog} path={page} />);
  return `${fragmentStyle(extractCss())}${body}\n`;
}
