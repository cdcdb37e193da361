import { stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Catalog } from '../../site/core/catalog/catalog-keys.ts';
import { catalogFragments } from '../../site/pages/fragments.ts';
import { PAGES } from '../../site/pages/page-list.ts';
import { catalogRoutePaths, catalogRoutes } from '../../site/core/catalog-routes.ts';
import { listingStore, type StoreListing } from '../../site/core/catalog/store.ts';
import { contentPagePaths } from '../../site/core/content-page-paths.ts';
import { laterPageRoutes, NOT_FOUND_ROUTE, productPath, pageMeta } from '../../site/core/routes.ts';
import { ICON_SPRITE } from '../../site/ui/Icon.tsx';
import { type ClientAssets, placeClient } from '../bundle/bundle-client.ts';
import type { ImageManifest } from '../../site/core/lib/responsive-image.ts';
import type { CachedBundle } from '../prebuilt/cached-bundle.mjs';
import { siteHeaders } from '../deploy/deploy-headers.ts';
import { responsivePhotos } from '../images/responsive-photos.ts';
import { isDrawingPath, writeDrawings } from '../images/served-drawing.ts';
import type { ShareImages } from '../seo/share-images.ts';
import { siteSeo } from '../seo/site-seo.ts';
import { writeCalendars } from './write-calendars.ts';
import { buildClock, travelledTo } from '../write/build-clock.ts';
import { copyTree } from '../write/copy-tree.ts';
import type { OutputFolder } from '../write/output-folder.ts';
import { iconSprite } from '../render/icon-sprite.ts';
import { renderFragment } from '../render/render-fragment.tsx';
import { type PageInput, renderPage, renderPageParts } from '../render/render-page.tsx';
import type { RenderSession } from '../render/render-session.tsx';
import type { BuildUnit } from './run-units.ts';
import { type WebAppMade, webAppUnits } from './web-app-units.ts';
import { OFFLINE_PATH } from '../../site/core/lib/web-app.ts';
import { CART_PRICES_PATH, publishedPrices } from '../../site/commerce/published-prices.ts';

export interface SiteInput {
  catalog: Catalog;
  catalogDir: string;
  /** The pictures and videos the catalogue names (validation found them). */
  media: ReadonlySet<string>;
  /** The site's browser bundle, made (or found cached) while the catalogue was validated. */
  client: CachedBundle;
  photoCacheDir?: string;
  /**
   * The catalogue the photos are planned from, when `catalog` notes what it is read for
   * (scripts/steps/run-units.ts): which photos there are is checked between builds as a whole.
   */
  photoCatalog?: Catalog;
  /** What the set of pages is computed by (build-units.ts `shape`): as it is, by default. */
  shape?: <T>(compute: () => T) => T;
  /** The photos and the bundle's files already in `out`, from an earlier build of the same pictures and media: nothing is copied again. */
  prepared?: SitePrepared;
  /** The output folder this build replaces: what the last build recorded of the events' calendars (scripts/calendar/calendar-revisions.ts). */
  lastDir?: string;
}

/** What the site's units share: the photos made responsive, the bundle's files, and once made, the share pictures and each page's style rules. */
export interface SitePrepared {
  images: ImageManifest;
  assets: ClientAssets;
  shareImages?: ShareImages;
  /** Each route's component rules, once its page is rendered. */
  pageCss?: Map<string, string>;
  /** The offline page and the manifest, as the web app's units last made them. */
  webApp?: WebAppMade;
}

/** Where each route's page goes: "/" → index.html, "/about" → about/index.html. */
export const routeFile = (path: string) => join(path.slice(1), 'index.html');

/**
 * The public site as units (scripts/steps/run-units.ts): every route's page, each listed
 * product's, the home page's later sections, the 404 page, sitemap.xml, robots.txt, the events'
 * calendars and the host's files. What every page needs (the photos, the share
 * pictures, the bundles, the pictures copied) is started into `out` now, unless `prepared`; each
 * page and file is a unit that writes into the folder it is given. The islands' props files are
 * the caller's to write, from the session's map.
 */
export async function siteUnits(
  out: OutputFolder,
  session: RenderSession,
  input: SiteInput,
): Promise<{ units: BuildUnit[]; prepared: SitePrepared }> {
  const { catalog, catalogDir, client, shape = (compute) => compute() } = input;
  const siteDir = out.dir;
  const { images, assets } = input.prepared ?? (await prepareSite(out, input));
  // First, as the pages wait for them: the share pictures (siteSeo starts them all). Node does file
  // work on four threads, first come first served, so copies queued before them would hold them up.
  const seo = siteSeo(catalog, {
    catalogDir,
    siteDir,
    images,
    shareImages: input.prepared?.shareImages,
    memo: session.memo,
  });
  out.track(() => seo.written());

  // One time for the whole build: the events page offers "Add to calendar" for the very events whose files it writes.
  const now = buildClock(process.env, catalog.site.timeZone);
  const year = now.getFullYear();
  // A build for trying dates (--now) is never mistaken for the real site: each page asks not to be listed.
  const page = { assets, year, images, now, travelled: travelledTo() !== undefined };
  // Each route's component rules, for the late sections of the page to leave out: kept between
  // builds, as a section may be made again without its page.
  const pageCss = input.prepared?.pageCss ?? new Map<string, string>();
  // Only the pages this catalogue has (site/core/catalog-routes.ts): no /packages without packages.json.
  const units: BuildUnit[] = catalogRoutes(catalog).map((route) => ({
    id: route.path,
    async run(to, catalog) {
      const meta = pageMeta(catalog, route.path);
      const { html, css } = renderPageParts(session, {
        ...page,
        catalog,
        path: route.path,
        Page: PAGES[route.page],
        meta,
        seo: await seo.page(route.path),
      });
      pageCss.set(route.path, css);
      to.write(routeFile(route.path), html);
    },
  }));
  // The café's own pages (content-pages.json), and the later pages of a long list (/menu/page/2): none for the sample.
  units.push(...shape(() => contentPagePaths(catalog)).map((path) => contentPageUnit(path, session, page, seo)));
  units.push(...shape(() => laterPageRoutes(catalog)).map((route) => laterPageUnit(route, session, page, seo)));
  for (const { path, Section, page: of } of catalogFragments(catalog)) {
    const run = (to: OutputFolder, catalog: Catalog) =>
      to.write(path.slice(1), renderFragment(session, Section, catalog, of, pageCss.get(of) ?? '', images));
    units.push({ id: path, after: of, run });
  }
  units.push(...(catalog.store?.products ?? []).map((listing) => productUnit(listing, session, page, seo)));
  const { path, page: notFound } = NOT_FOUND_ROUTE;
  units.push(
    {
      id: path,
      run: async (to, catalog) =>
        to.write(
          '404.html',
          renderPage(session, {
            ...page,
            catalog,
            path,
            Page: PAGES[notFound],
            meta: catalog.pages.notFound,
            seo: await seo.notFound(),
          }),
        ),
    },
    {
      id: 'sitemap.xml',
      run(to) {
        const sitemap = seo.sitemap();
        if (sitemap) to.write('sitemap.xml', sitemap);
      },
    },
    { id: 'robots.txt', run: (to) => to.write('robots.txt', seo.robots()) },
    { id: 'calendars', run: (to, catalog) => writeCalendars(to, catalog, { now, lastDir: input.lastDir }) },
    { id: '_redirects', run: (to, catalog) => to.write('_redirects', redirects(catalog)) },
    {
      id: '_headers',
      run: (to, catalog) =>
        to.write(
          '_headers',
          siteHeaders(
            catalog,
            // Every HTML file this build writes: a later page of a long list and a late section too.
            [
              ...catalogRoutePaths(catalog),
              ...contentPagePaths(catalog),
              ...laterPageRoutes(catalog).map((r) => r.path),
              ...catalogFragments(catalog).map((f) => f.path),
              ...(catalog.store?.products ?? []).map((p) => productPath(p.id)),
              OFFLINE_PATH.replace(/\/$/, ''),
              '/404.html',
            ],
            input.media,
          ),
        ),
    },
    { id: ICON_SPRITE, run: (to) => to.write(ICON_SPRITE.slice(1), iconSprite()) },
    {
      id: CART_PRICES_PATH,
      run: (to, catalog) =>
        to.write(
          CART_PRICES_PATH.slice(1),
          JSON.stringify(publishedPrices(catalog.menu, catalog.packages, catalog.site.commerce)),
        ),
    },
  );
  // The manifest, its icons, the offline page and the service worker (scripts/steps/web-app-units.ts).
  const webApp = input.prepared?.webApp ?? {};
  units.push(...webAppUnits(session, { ...page, catalogDir, client }, webApp));
  return { units, prepared: { images, assets, shareImages: seo.shareImages, pageCss, webApp } };
}

/**
 * Into `out`: the photos made responsive (or copied from the cache) while the pages render, the
 * bundle's files, and the pictures and videos the catalogue names, from the only folders a page
 * may point into (validation keeps every path inside them). Nothing else there is published: not
 * a photo put in for later, and not one the pages show only through its own files, megabytes no
 * page asks for, each with the camera's metadata (where it was taken). A drawing goes on as
 * validation sanitized it, never as it is: opened at its own address, a script in it would run as
 * the site's own.
 */
async function prepareSite(
  out: OutputFolder,
  { catalog, catalogDir, media, client, photoCacheDir, photoCatalog = catalog }: SiteInput,
): Promise<SitePrepared> {
  const siteDir = out.dir;
  const photos = await responsivePhotos(photoCatalog, { catalogDir, siteDir, cacheDir: photoCacheDir });
  out.track(photos.written);
  const { assets, copied } = placeClient(client, join(siteDir, 'assets'));
  out.count(assets.files.reduce((n, f) => n + f.bytes, 0));
  const shown = [...media].filter((path) => !photos.replaced.has(path));
  const published = onlyThese(catalogDir, new Set(shown.filter((path) => !isDrawingPath(path))));
  out.track(copied);
  out.track(copyIfPresent(join(catalogDir, 'images'), join(siteDir, 'images'), published));
  out.track(copyIfPresent(join(catalogDir, 'videos'), join(siteDir, 'videos'), published));
  out.track(writeDrawings(shown.filter(isDrawingPath), { catalogDir, siteDir, cacheDir: photoCacheDir }));
  return { images: photos.manifest, assets };
}

/** A copyTree filter for the catalogue: the files in `keep` ("images/menu/cake.svg") and the folders on the way to them. */
function onlyThese(catalogDir: string, keep: ReadonlySet<string>): (file: string) => boolean {
  const folders = new Set<string>();
  for (const path of keep) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  return (file) => {
    const path = relative(catalogDir, file).split(sep).join('/');
    return keep.has(path) || folders.has(path);
  };
}

export async function copyIfPresent(from: string, to: string, filter?: (file: string) => boolean): Promise<void> {
  if (
    await stat(from).then(
      () => true,
      () => false,
    )
  )
    await copyTree(from, to, filter);
}

/** What every page of a build shares: its bundles, year, pictures and clock. */
type PageBasics = Pick<PageInput, 'assets' | 'year' | 'images' | 'now' | 'travelled'>;
type SiteSeo = ReturnType<typeof siteSeo>;

/** One later page of a long list (/menu/page/2). */
function laterPageUnit(
  route: ReturnType<typeof laterPageRoutes>[number],
  session: RenderSession,
  page: PageBasics,
  seo: SiteSeo,
): BuildUnit {
  return {
    id: route.path,
    run: async (to, catalog) =>
      to.write(
        routeFile(route.path),
        renderPage(session, {
          ...page,
          catalog,
          path: route.path,
          Page: PAGES[route.page],
          meta: route.meta,
          seo: await seo.page(route.path),
        }),
      ),
  };
}

/** The host's rewrites: every /product/<id> is served the product shell, when there is a store (store.json). */
const redirects = (catalog: Catalog): string =>
  listingStore(catalog.store) ? '/product/*  /product/index.html  200\n' : '';

/** A page of the café's own (content-pages.json), titled and described by its entry. */
function contentPageUnit(path: string, session: RenderSession, page: PageBasics, seo: SiteSeo): BuildUnit {
  return {
    id: path,
    async run(to, catalog) {
      const entry = catalog.contentPages?.pages.find((p) => p.path === path);
      const meta = entry ? { title: entry.title, description: entry.description } : catalog.pages.notFound;
      to.write(
        routeFile(path),
        renderPage(session, { ...page, catalog, path, Page: PAGES.content, meta, seo: await seo.page(path) }),
      );
    },
  };
}

/** A listed product's own page (/product/<id>). */
function productUnit(listing: StoreListing, session: RenderSession, page: PageBasics, seo: SiteSeo): BuildUnit {
  const path = productPath(listing.id);
  return {
    id: path,
    async run(to, catalog) {
      const meta = { title: listing.title, description: listing.summary };
      to.write(
        routeFile(path),
        renderPage(session, { ...page, catalog, path, Page: PAGES.product, meta, seo: await seo.product(listing) }),
      );
    },
  };
}
