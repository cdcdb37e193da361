import { stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Catalog } from '../../site/catalog/catalog-keys.ts';
import { FRAGMENTS } from '../../site/pages/fragments.ts';
import { PAGES } from '../../site/pages/page-list.ts';
import { NOT_FOUND_ROUTE, productPath, ROUTES } from '../../site/routes.ts';
import { ICON_SPRITE } from '../../site/ui/Icon.tsx';
import { placeClient } from '../bundle/bundle-client.ts';
import type { CachedBundle } from '../prebuilt/cached-bundle.mjs';
import { siteHeaders } from '../deploy/deploy-headers.ts';
import { responsivePhotos } from '../images/responsive-photos.ts';
import { isDrawingPath, writeDrawings } from '../images/served-drawing.ts';
import { siteSeo } from '../seo/site-seo.ts';
import { writeCalendars } from './write-calendars.ts';
import { copyTree } from '../write/copy-tree.ts';
import type { OutputFolder } from '../write/output-folder.ts';
import { iconSprite } from '../render/icon-sprite.ts';
import { renderFragment } from '../render/render-fragment.tsx';
import { renderPage, renderPageParts } from '../render/render-page.tsx';
import type { RenderSession } from '../render/render-session.tsx';
import { writeWebApp } from './write-web-app.ts';

export interface SiteInput {
  catalog: Catalog;
  catalogDir: string;
  /** The pictures and videos the catalogue names (validation found them). */
  media: ReadonlySet<string>;
  /** The site's browser bundle, made (or found cached) while the catalogue was validated. */
  client: CachedBundle;
  photoCacheDir?: string;
}

/** Where each route's page goes: "/" → index.html, "/about" → about/index.html. */
export const routeFile = (path: string) => join(path.slice(1), 'index.html');

/**
 * The public site into `out`: every route's page, each listed product's, the home page's later
 * sections, the 404 page, the islands' bundles and props files, the pictures, sitemap.xml,
 * robots.txt, the events' calendars and the host's files. Pictures and bundles are copied while the pages render.
 */
export async function writeSite(out: OutputFolder, session: RenderSession, { catalog, catalogDir, media, client, photoCacheDir }: SiteInput): Promise<void> {
  const siteDir = out.dir;
  // The photos' files are made (or copied from the cache) while the pages render; the pages only
  // need their names.
  const photos = await responsivePhotos(catalog, { catalogDir, siteDir, cacheDir: photoCacheDir });
  out.track(photos.written);
  const images = photos.manifest;
  // First, as the pages wait for them: the share pictures (siteSeo starts them all). Node does file
  // work on four threads, first come first served, so copies queued before them would hold them up.
  const seo = siteSeo(catalog, { catalogDir, siteDir, images });
  out.track(() => seo.written());
  // The pictures and videos the catalogue names, from the only folders a page may point into
  // (validation keeps every path inside them). Nothing else there is published: not a photo put in
  // for later, and not one the pages show only through its own files, megabytes no page asks for,
  // each with the camera's metadata (where it was taken). A drawing goes on as validation
  // sanitized it, never as it is: opened at its own address, a script in it would run as the site's own.
  const { assets, copied } = placeClient(client, join(siteDir, 'assets'));
  out.count(assets.files.reduce((n, f) => n + f.bytes, 0));
  const shown = [...media].filter((path) => !photos.replaced.has(path));
  const published = onlyThese(catalogDir, new Set(shown.filter((path) => !isDrawingPath(path))));
  out.track(copied);
  out.track(copyIfPresent(join(catalogDir, 'images'), join(siteDir, 'images'), published));
  out.track(copyIfPresent(join(catalogDir, 'videos'), join(siteDir, 'videos'), published));
  out.track(writeDrawings(shown.filter(isDrawingPath), { catalogDir, siteDir, cacheDir: photoCacheDir }));

  const year = new Date().getFullYear();
  const page = { catalog, assets, year, images };
  // Each route's component rules, for the late sections of the page to leave out.
  const pageCss = new Map<string, string>();
  for (const route of ROUTES) {
    const meta = catalog.pages.routes[route.path] ?? { title: route.path, description: catalog.site.description };
    const { html, css } = renderPageParts(session, { ...page, path: route.path, Page: PAGES[route.page], meta, seo: await seo.page(route.path) });
    pageCss.set(route.path, css);
    out.write(routeFile(route.path), html);
  }
  for (const { path, Section, page: of } of FRAGMENTS) out.write(path.slice(1), renderFragment(session, Section, catalog, of, pageCss.get(of) ?? '', images));
  for (const listing of catalog.store.products) {
    const path = productPath(listing.id);
    const meta = { title: listing.title, description: listing.summary };
    out.write(routeFile(path), renderPage(session, { ...page, path, Page: PAGES.product, meta, seo: await seo.product(listing) }));
  }
  const { path, page: notFound } = NOT_FOUND_ROUTE;
  out.write('404.html', renderPage(session, { ...page, path, Page: PAGES[notFound], meta: catalog.pages.notFound, seo: await seo.notFound() }));
  // The manifest, its icons, the offline page and the service worker (scripts/steps/write-web-app.ts).
  writeWebApp(out, session, { ...page, catalogDir, client });

  const sitemap = seo.sitemap();
  if (sitemap) out.write('sitemap.xml', sitemap);
  out.write('robots.txt', seo.robots());
  writeCalendars(out, catalog);
  out.write('_redirects', '/product/*  /product/index.html  200\n');
  for (const [file, json] of session.propsFiles) out.write(file.slice(1), json);
  out.write(
    '_headers',
    siteHeaders(
      catalog,
      ROUTES.map((r) => r.path),
    ),
  );
  out.write(ICON_SPRITE.slice(1), iconSprite());
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
