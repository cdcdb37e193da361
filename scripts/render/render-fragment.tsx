import { extractCss } from 'goober';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { Catalog } from '../../site/catalog/index.ts';
import type { ImageManifest } from '../../site/lib/responsive-image.ts';
import type { PageProps } from '../../site/pages/page-props.ts';
import { NO_IMAGES, PictureImages } from '../../site/ui/picture-images.ts';
import { fragmentStyle } from './page-css.ts';

/**
 * A part of a page fetched after it (site/pages/fragments.ts): its HTML, led by the rules it uses
 * that the page's own (`pageCss`, the component rules renderPageParts gave) lack.
 */
export function renderFragment(Section: ComponentType<PageProps>, catalog: Catalog, page: string, pageCss: string, images: ImageManifest = NO_IMAGES): string {
  extractCss();
  const body = renderToString(
    <PictureImages value={images}>
      <Section catalog={catalog} path={page} />
    </PictureImages>,
  );
  return `${fragmentStyle(extractCss(), pageCss)}${body}\n`;
}
