import type { ComponentType } from 'react';
import type { Catalog } from '../../site/core/catalog/catalog-keys.ts';
import type { PageMeta } from '../../site/core/catalog/pages.ts';
import { PageShell } from '../../site/layout/PageShell.tsx';
import type { PageProps } from '../../site/pages/page-props.ts';
import { noScriptCss } from '../../site/styles/no-script.ts';
import { deriveTheme } from '../../site/core/theme/derive-theme.ts';
import { themeColorTags } from '../pwa/theme-colors.ts';
import { NoScriptRules } from '../../site/ui/no-script-rules.ts';
import { htmlDocument } from './html-document.ts';
import type { ImageManifest } from '../../site/core/lib/responsive-image.ts';
import { imageUrl } from '../../site/ui/Picture.tsx';
import { NO_IMAGES, PictureImages } from '../../site/ui/picture-images.ts';
import type { ClientAssets } from '../bundle/bundle-client.ts';
import { escapeHtml } from './escape-html.ts';
import { pageTitle } from '../../site/core/lib/page-title.ts';
import type { Rendered, RenderSession } from './render-session.tsx';
import { seoHead, type PageSeo } from './seo-head.ts';
import { WEB_APP_HEAD } from '../pwa/web-app-head.ts';

export interface PageInput {
  path: string;
  Page: ComponentType<PageProps>;
  meta: PageMeta;
  catalog: Catalog;
  assets: ClientAssets;
  year: number;
  /** The build's time, for a page that shows what is still ahead (the events page). */
  now?: Date;
  /** Canonical address, share picture, robots and structured data (scripts/seo/site-seo.ts); none by default. */
  seo?: PageSeo;
  /** Built at a time `--now` set: every page asks search engines to leave it out (noindex). */
  travelled?: boolean;
  /** The catalogue's photos as the build made them (scripts/images/); none by default. */
  images?: ImageManifest;
}

/** One complete HTML document: the page rendered by React, with only the CSS it used inlined. */
export const renderPage = (session: RenderSession, input: PageInput): string => renderPageParts(session, input).html;

/** The document, and the component rules inlined in it (a late section of the page leaves those out). */
export function renderPageParts(
  session: RenderSession,
  { path, Page, meta, catalog, assets, year, now, seo = {}, images = NO_IMAGES, travelled }: PageInput,
): Rendered {
  const { site } = catalog;
  const noScript = new Set([noScriptCss]);
  const { html: body, css } = session.render(
    <NoScriptRules value={noScript}>
      <PictureImages value={images}>
        <PageShell site={site} path={path} year={year} cart={catalog.store?.cart} dashboard={catalog.hub !== undefined}>
          <Page catalog={catalog} path={path} now={now} memo={session.memo} />
        </PageShell>
      </PictureImages>
    </NoScriptRules>,
  );
  const title = pageTitle(path, meta.title, site);
  const theme = deriveTheme(catalog.theme);
  const e = escapeHtml;
  const html = htmlDocument({
    lang: site.locale,
    title,
    head: [
      `<meta name="description" content="${e(meta.description)}">`,
      seoHead({ title, description: meta.description, site, seo: travelled ? { ...seo, noindex: true } : seo }),
      ...themeColorTags(theme),
      `<link rel="icon" href="${e(imageUrl(site.logo.src))}" type="image/svg+xml">`,
      WEB_APP_HEAD,
    ],
    client: { assets, css, noScriptCss: [...noScript].join(''), theme },
    body,
  });
  return { html, css };
}
