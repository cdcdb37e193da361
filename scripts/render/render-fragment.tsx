import type { ComponentType } from 'react';
import type { Catalog } from '../../site/core/catalog/catalog-keys.ts';
import type { ImageManifest } from '../../site/core/lib/responsive-image.ts';
import type { PageProps } from '../../site/pages/page-props.ts';
import { NO_IMAGES, PictureImages } from '../../site/ui/picture-images.ts';
import { fragmentStyle } from './page-css.ts';
import type { RenderSession } from './render-session.tsx';

/**
 * A part of a page fetched after it (site/pages/fragments.ts): its HTML, led by the rules it uses
 * that the page's own (`pageCss`, the component rules renderPageParts gave) lack.
 */
export function renderFragment(
  session: RenderSession,
  Section: ComponentType<PageProps>,
  catalog: Catalog,
  page: string,
  pageCss: string,
  images: ImageManifest = NO_IMAGES,
): string {
  const { html, css } = session.render(
    <PictureImages value={images}>
      <Section catalog={catalog} path={page} memo={session.memo} />
    </PictureImages>,
  );
  return `${fragmentStyle(css, pageCss)}${html}\n`;
}
