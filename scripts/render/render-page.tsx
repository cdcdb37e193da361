import { extractCss } from 'goober';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { Catalog } from '../../site/catalog/index.ts';
import type { PageMeta } from '../../site/catalog/pages.ts';
import { PageShell } from '../../site/layout/PageShell.tsx';
import type { PageProps } from '../../site/pages/page-props.ts';
import { HEAD_SCRIPT } from '../../site/layout/head-script.ts';
import { noScriptCss } from '../../site/styles/no-script.ts';
import { pageStyle } from './page-css.ts';
import type { ImageManifest } from '../../site/lib/responsive-image.ts';
import { imageUrl } from '../../site/ui/Picture.tsx';
import { NO_IMAGES, PictureImages } from '../../site/ui/picture-images.ts';
import type { ClientAssets } from '../bundle/bundle-client.ts';
import { escapeHtml } from './escape-html.ts';
import { pageTitle } from './page-title.ts';
import { seoHead, type PageSeo } from './seo-head.ts';

export interface PageInput {
  path: string;
  Page: ComponentType<PageProps>;
  meta: PageMeta;
  catalog: Catalog;
  assets: ClientAssets;
  year: number;
  /** Canonical address, share picture, robots and structured data (scripts/seo/site-seo.ts); none by default. */
  seo?: PageSeo;
  /** The catalogue's photos as the build made them (scripts/images/); none by default. */
  images?: ImageManifest;
}

/** One complete HTML document: the page rendered by React, with only the CSS it used inlined. */
export const renderPage = (input: PageInput): string => renderPageParts(input).html;

/** The document, and the component rules inlined in it (a late section of the page leaves those out). */
export function renderPageParts({ path, Page, meta, catalog, assets, year, seo = {}, images = NO_IMAGES }: PageInput): { html: string; css: string } {
  const { site } = catalog;
  // Drop rules anything rendered before (in this process) left behind: this page inlines only its own.
  extractCss();
  const body = renderToString(
    <PictureImages value={images}>
      <PageShell site={site} path={path} year={year} cart={catalog.store.cart}>
        <Page catalog={catalog} path={path} />
      </PageShell>
    </PictureImages>,
  );
  // goober collected exactly the rules this render used; extracting also resets it for the next page.
  const css = extractCss();
  const title = pageTitle(path, meta.title, site);
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${e(site.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<meta name="description" content="${e(meta.description)}">
${seoHead({ title, description: meta.description, site, seo })}
<meta name="theme-color" content="#fbf7f2" media="(prefers-color-scheme: light)">
<meta name="theme-color" content="#15110e" media="(prefers-color-scheme: dark)">
<link rel="icon" href="${e(imageUrl(site.logo.src))}" type="image/svg+xml">
<script>${HEAD_SCRIPT}</script>
${pageStyle(css)}
<noscript><style>${noScriptCss}</style></noscript>
${assets.preload.map((href) => `<link rel="modulepreload" href="${e(href)}">`).join('\n')}
<script type="module" src="${e(assets.boot)}"></script>
</head>
<body>${body}</body>
</html>
`;
  return { html, css };
}
