import { deriveTheme } from '../../site/core/theme/derive-theme.ts';
import type { Catalog } from '../../site/core/catalog/catalog-keys.ts';
import type { Picture } from '../../site/core/catalog/common.ts';
import type { ImageManifest } from '../../site/core/lib/responsive-image.ts';
import type { StoreListing } from '../../site/core/catalog/store.ts';
import { type BuildMemo, buildMemo } from '../../site/core/lib/build-memo.ts';
import { eventLists, listPage, listPageOf, menuPart } from '../../site/core/lib/list-pages.ts';
import { catalogRoutePaths } from '../../site/core/catalog-routes.ts';
import { contentPagePaths } from '../../site/core/content-page-paths.ts';
import { laterPageRoutes, type PageName, productPath, ROUTES } from '../../site/core/routes.ts';
import { pageTitle } from '../../site/core/lib/page-title.ts';
import type { PageSeo } from '../render/seo-head.ts';
import { absoluteUrl } from './absolute-url.ts';
import { cafeLd } from './cafe-ld.ts';
import { eventsLd } from './events-ld.ts';
import { menuLd } from './menu-ld.ts';
import { robotsTxt } from './robots-txt.ts';
import { type ShareImages, shareImages } from './share-images.ts';
import { sitemapXml } from './sitemap-xml.ts';

/**
 * Routes sitemap.xml leaves out. /product is the one shell behind every unlisted /product/{id}:
 * its own address shows no product (the listed products have pages of their own, which are
 * listed). /success is a guest's order confirmation.
 */
export const UNLISTED_ROUTES: readonly string[] = ['/product', '/success'];
/** Routes that ask search engines to keep them out of results (the 404 page does too). */
export const NOINDEX_ROUTES: readonly string[] = ['/success'];
/** Routes with no canonical address of their own: the product island sets the product's once it has loaded. */
export const UNCANONICAL_ROUTES: readonly string[] = ['/product'];

export interface SiteSeoOptions {
  catalogDir: string;
  siteDir: string;
  /** Where rendered share pictures are cached (tests pass their own). */
  cacheDir?: string;
  /** The photos the build made responsive (scripts/images/): structured data points at their files. */
  images?: ImageManifest;
  /** An earlier build's share pictures, already in `siteDir` (`kiln dev`): none is made again. */
  shareImages?: ShareImages;
  /** The build's answers worked out once (the render session's): a long list's plan. */
  memo?: BuildMemo;
}

/**
 * Everything the built site tells search engines and link previews: each page's canonical link,
 * share picture and structured data (the café on every page, the menu on /menu, the upcoming
 * events on /events), sitemap.xml and robots.txt. Without a site URL (catalog.site.urls.site
 * after --site-url), whatever needs an absolute address is left out and no share picture is made.
 */
export function siteSeo(
  catalog: Catalog,
  { catalogDir, siteDir, cacheDir, images, shareImages: made, memo = buildMemo() }: SiteSeoOptions,
) {
  const { site } = catalog;
  const siteUrl = site.urls.site;
  const background = deriveTheme(catalog.theme).light.colors.bg;
  const shareImage = made ?? shareImages({ catalogDir, siteDir, cacheDir, background });
  // All started at once (each is made once, however many pages ask), and a page waits only for its
  // picture's address: the files are written while the pages render (written(), before the site is
  // complete). A failure is reported by the page that asks for it, or by written().
  if (siteUrl) {
    // The places of SHARE_PICTURE_PLACES, each of which validation has made sure sharp can draw.
    const pictures = [
      site.shareImage,
      ...Object.values(catalog.pages.routes).flatMap((meta) => (meta?.shareImage ? [meta.shareImage] : [])),
      ...(catalog.store?.products ?? []).map((p) => p.picture),
    ];
    for (const picture of pictures) shareImage.address(picture).catch(() => undefined);
  }
  const image = async (picture: Picture) => {
    if (!siteUrl) return undefined;
    const made = await shareImage.address(picture);
    return { ...made, url: absoluteUrl(siteUrl, made.path)! };
  };

  // A long list's page describes what it shows (core/lib/list-pages.ts), not the whole list.
  async function graph(page: PageName, path = ''): Promise<object[]> {
    const cafe = cafeLd({ site, siteUrl, image: (await image(site.shareImage))?.url, full: page === 'contact' });
    if (page === 'menu' && catalog.menu) {
      const name = pageTitle('/menu', catalog.pages.routes['/menu']?.title ?? '', site);
      return [
        cafe,
        menuLd({ menu: menuPart(catalog.menu, listPage(catalog, '/menu', path, memo).slice), name, siteUrl }),
      ];
    }
    if (page === 'events' && catalog.events) {
      const { slice } = listPage(catalog, '/events', path, memo);
      const { upcoming } = eventLists(catalog, memo);
      return [cafe, ...eventsLd({ events: { ...catalog.events, events: slice(upcoming) }, site, siteUrl, images })];
    }
    return [cafe];
  }

  return {
    /** The share pictures, for a later build of the same site to reuse. */
    shareImages: shareImage,
    /** Settles once every share picture the pages point at is in the site; rejects if one could not be made. */
    written: () => shareImage.written(),
    /** A route's tags; `path` is one of site/core/routes.ts. */
    async page(path: string): Promise<PageSeo> {
      // A long list's later page (/menu/page/2) is its first page's route.
      const of = listPageOf(path) ?? path;
      const route = ROUTES.find((r) => r.path === of);
      if (!route && contentPagePaths(catalog).includes(path))
        return { url: absoluteUrl(siteUrl, path), image: await image(site.shareImage), jsonLd: await graph('content') };
      if (!route) throw new Error(`${path} is not a route of site/core/routes.ts`);
      return {
        url: UNCANONICAL_ROUTES.includes(path) ? undefined : absoluteUrl(siteUrl, path),
        image: await image(catalog.pages.routes[of]?.shareImage ?? site.shareImage),
        noindex: NOINDEX_ROUTES.includes(path),
        jsonLd: await graph(route.page, path),
      };
    },
    /** A listed product's page: its own address and picture. Its Product data comes from the store, with the product. */
    async product(listing: StoreListing): Promise<PageSeo> {
      return {
        url: absoluteUrl(siteUrl, productPath(listing.id)),
        image: await image(listing.picture),
        noindex: false,
        jsonLd: await graph('product'),
      };
    },
    /** The 404 page's: answered at any unknown address, so it has none of its own, and asks not to be listed. */
    async notFound(): Promise<PageSeo> {
      return { image: await image(site.shareImage), noindex: true, jsonLd: await graph('notFound') };
    },
    /** sitemap.xml: every public route (not UNLISTED_ROUTES), a long list's later pages and every listed product; none without a site URL, as it needs absolute addresses. */
    sitemap(): string | undefined {
      if (!siteUrl) return undefined;
      const paths = [
        ...catalogRoutePaths(catalog).filter((path) => !UNLISTED_ROUTES.includes(path)),
        ...contentPagePaths(catalog),
        ...laterPageRoutes(catalog).map((r) => r.path),
        ...(catalog.store?.products ?? []).map((p) => productPath(p.id)),
      ];
      return sitemapXml(paths.map((path) => absoluteUrl(siteUrl, path)!));
    },
    robots(): string {
      return robotsTxt({ allow: true, sitemap: absoluteUrl(siteUrl, '/sitemap.xml') });
    },
  };
}
