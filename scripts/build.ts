import { mkdir, rm, writeFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Catalog } from '../site/catalog/index.ts';
import { FRAGMENTS } from '../site/pages/fragments.ts';
import { PAGES } from '../site/pages/index.ts';
import { NOT_FOUND_ROUTE, productPath, ROUTES } from '../site/routes.ts';
import { HUB_ROUTES } from '../hub/routes.ts';
import { ENTRIES, placeClient, prepareClient } from './bundle/bundle-client.ts';
import { hubHeaders, siteHeaders } from './deploy/deploy-headers.ts';
import { responsivePhotos } from './images/responsive-photos.ts';
import { isDrawingPath, writeDrawings } from './images/served-drawing.ts';
import { iconSprite } from './render/icon-sprite.ts';
import { takePropsFiles } from '../site/islands/props-files.ts';
import { BRIDGE_PATH, hubBridge } from '../site/lib/hub-bridge.ts';
import { ICON_SPRITE } from '../site/ui/Icon.tsx';
import { renderFragment } from './render/render-fragment.tsx';
import { renderBridgePage } from './render/render-bridge.ts';
import { renderHubPage } from './render/render-hub.tsx';
import { renderPage, renderPageParts } from './render/render-page.tsx';
import { robotsTxt } from './seo/robots-txt.ts';
import { siteSeo } from './seo/site-seo.ts';
import type { Problem } from './validate/problem.ts';
import { validateCatalog } from './validate/validate-catalog.ts';
import { cliMessages, problemLines } from './cli-messages.ts';
import { acquireBuildLock } from './write/build-lock.ts';
import { BUILD_MARKER, unprovenEntries, writeBuildMarker } from './write/build-marker.ts';
import { BuildRefused } from './write/build-refused.ts';
import { guardOutDir, type OutDirRefusal } from './write/guard-out-dir.ts';
import { recoverOutDir } from './write/recover-out-dir.ts';
import { copyTree } from './write/copy-tree.ts';
import { swapDir } from './write/swap-dir.ts';

export interface BuildOptions {
  catalogDir: string;
  outDir: string;
  apiBase?: string;
  siteUrl?: string;
  hubUrl?: string;
  /** Kiln's cache of photos made responsive (node_modules/.cache/kiln/images/ by default). */
  photoCacheDir?: string;
}

export type BuildResult =
  | { ok: true; routes: number; bytes: number; ms: number; outDir: string; warnings: string[] }
  | { ok: false; problems: Problem[] };

/** Where each route's page goes: "/" → index.html, "/about" → about/index.html. */
export const routeFile = (path: string) => join(path.slice(1), 'index.html');

/**
 * guard `--out` → lock it → recover a killed build's leftovers → validate → bundle → render →
 * copy pictures → hub → mark complete → swap into place. A failure anywhere leaves `outDir` as
 * it was. BuildRefused, thrown before validating, says `outDir` is not Kiln's to replace or
 * another build keeps it busy.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const outDir = resolve(options.outDir);
  await refuseUnsafe(outDir, options.catalogDir);
  await makeFolders(dirname(outDir), outDir);
  const release = await acquireBuildLock(outDir, { onWait: (pid) => console.error(cliMessages.waiting(outDir, pid)) });
  try {
    await recoverOutDir(outDir);
    // Again: while this build waited for the lock, anything could have been put there.
    await refuseUnsafe(outDir, options.catalogDir);
    // Only under the lock: another build's swap would change the files under its marker. Not only
    // files its marker does not list: with a marker that does not parse or lists nothing (an older
    // Kiln's), nothing but the marker itself is provably Kiln's.
    await refuseForeign(outDir);
    const started = performance.now();
    const clients = prepareClients();
    const { catalog, problems, warnings: found, media = new Set<string>() } = await validateCatalog(options.catalogDir, { photoCacheDir: options.photoCacheDir });
    if (!catalog) return { ok: false, problems };
    applyOverrides(catalog, options);
    // Not a problem (a trial build may have no address yet), but nothing to deploy as it is.
    const warnings = [...problemLines(found), ...(catalog.site.urls.site ? [] : [cliMessages.noSiteUrl])];

    const next = `${outDir}.building-${process.pid}`;
    // What writeSite and writeHub start writing in the background, each asked for once it is time.
    const writing: Writing = [];
    try {
      await mkdir(next);
      await writeBuildMarker(next, 'started');
      const bytes = (await writeSite(join(next, 'site'), catalog, media, options, clients, writing)) + (await writeHub(join(next, 'hub'), catalog, options, clients, writing));
      // Last: a folder whose marker says "built" is complete.
      await writeBuildMarker(next, 'built', catalog.site.commerce.apiBase);
      await swapDir(next, outDir);
      return { ok: true, routes: ROUTES.length, bytes, ms: performance.now() - started, outDir, warnings };
    } catch (error) {
      // Only once nothing is being written into it: a write still under way would make removing
      // the folder fail ("directory not empty"). Should one still slip through, the folder is left
      // for the next build to tidy (recoverOutDir), and this build's own error is what is reported.
      await Promise.allSettled(writing.map((files) => files()));
      await rm(next, { recursive: true, force: true, maxRetries: 2 }).catch(() => undefined);
      throw error;
    }
  } finally {
    release();
  }
}

/**
 * The browser bundles (site, hub, the hub's bridge), all started at once before validating: they
 * need no catalogue, so esbuild makes them (or finds them cached) in its own process while this
 * one validates and renders.
 */
function prepareClients() {
  const clients = { site: prepareClient(), hub: prepareClient({ entry: ENTRIES.hub }), bridge: prepareClient({ entry: ENTRIES.bridge }) };
  // A build an invalid catalogue stops never waits for them; a failure then is not its to report.
  for (const bundle of Object.values(clients)) bundle.catch(() => undefined);
  return clients;
}

type Clients = ReturnType<typeof prepareClients>;
/** Files being written in the background, to wait for: each entry, called, settles once its files are written or failed. */
type Writing = (() => Promise<unknown>)[];

async function refuseUnsafe(outDir: string, catalogDir: string): Promise<void> {
  const refusal = await guardOutDir(outDir, { catalogDir });
  if (refusal) throw new BuildRefused(cliMessages.refused(refusal));
}

/**
 * Makes `dir` and any folder above it that is missing, one at a time: Node's recursive mkdir
 * never returns for a path under /proc, which answers "no such file" for a folder it cannot
 * hold, so mkdir -p makes its parent and tries again, forever. Throws BuildRefused for a folder
 * that cannot be made.
 */
async function makeFolders(dir: string, outDir: string): Promise<void> {
  const missing: string[] = [];
  for (let folder = dir; !(await stat(folder).then(() => true, () => false)) && dirname(folder) !== folder; folder = dirname(folder)) missing.unshift(folder);
  for (const folder of missing) {
    await mkdir(folder).catch((error: NodeJS.ErrnoException) => {
      // Made meanwhile by another build, or a link (to nowhere: the lock beside it then fails to be made).
      if (error.code === 'EEXIST') return;
      if (typeof error.code === 'string') throw new BuildRefused(cliMessages.refused({ out: outDir, reason: 'cannot-create', related: folder, code: error.code }));
      throw error;
    });
  }
}

/** Refuses `outDir` if it holds anything Kiln cannot prove it wrote: a build would delete it with the folder. */
async function refuseForeign(outDir: string): Promise<void> {
  const unproven = await unprovenEntries(outDir);
  if (!unproven) return;
  const { marker, paths } = unproven;
  const named = paths.length > 3 ? `${paths.slice(0, 3).join(', ')} and ${paths.length - 3} more` : paths.join(', ');
  const refusal: OutDirRefusal =
    marker === 'listed' ? { out: outDir, reason: 'foreign-files', related: named }
    : marker === 'unmarked' ? { out: outDir, reason: 'not-kiln-output', related: BUILD_MARKER }
    : { out: outDir, reason: marker === 'unreadable' ? 'marker-unreadable' : 'marker-unlisted', related: BUILD_MARKER };
  throw new BuildRefused(cliMessages.refused(refusal));
}

/**
 * Writes files under `dir`, counting what it wrote. A write only starts: the disk works while the
 * next page renders, each folder is made once, and `bytes()` waits for every write (and fails if
 * one did).
 */
function fileWriter(dir: string, bytes = 0) {
  const folders = new Map<string, Promise<unknown>>();
  const writes: Promise<void>[] = [];
  const folder = (path: string) => {
    let made = folders.get(path);
    if (!made) folders.set(path, (made = mkdir(path, { recursive: true })));
    return made;
  };
  return {
    bytes: () => Promise.all(writes).then(() => bytes),
    /** Settles once every write started has finished or failed (bytes() settles at the first failure). */
    settled: () => Promise.allSettled(writes),
    async write(file: string, text: string) {
      const path = join(dir, file);
      // Encoded once, here: a rendered page is a string of thousands of pieces, which counting its
      // bytes and then writing it as text would each walk again (some 30 ms of a build).
      const data = Buffer.from(text);
      const written = folder(dirname(path)).then(() => writeFile(path, data));
      // Handled here, reported by bytes(): a failed write must not end the process before the build cleans up.
      written.catch(() => undefined);
      writes.push(written);
      bytes += data.length;
    },
  };
}

/** Every route's page, each listed product's, the home page's later sections, the 404 page, the islands' bundles, the pictures, sitemap.xml and robots.txt. Returns the bytes written. */
async function writeSite(siteDir: string, catalog: Catalog, named: ReadonlySet<string>, { catalogDir, photoCacheDir }: BuildOptions, clients: Clients, writing: Writing): Promise<number> {
  // The photos' files are made (or copied from the cache) while the pages render; the pages only
  // need their names.
  const photos = await responsivePhotos(catalog, { catalogDir, siteDir, cacheDir: photoCacheDir });
  writing.push(() => photos.written);
  const images = photos.manifest;
  // First, as the pages wait for them: the share pictures (siteSeo starts them all). Node does file
  // work on four threads, first come first served, so copies queued before them would hold them up.
  const seo = siteSeo(catalog, { catalogDir, siteDir, images });
  writing.push(() => seo.written());
  // The browser bundle is copied while the pages render, and so are the pictures and videos the
  // catalogue names, from the only folders a page may point into (validation keeps every path
  // inside them). Nothing else there is published: not a photo put in for later, and not one the
  // pages show only through its own files, megabytes no page asks for, each with the camera's
  // metadata (where it was taken). A drawing goes on as validation sanitized it, never as it is:
  // opened at its own address, a script in it would run as the site's own.
  const { assets, copied } = placeClient(await clients.site, join(siteDir, 'assets'));
  const shown = [...named].filter((path) => !photos.replaced.has(path));
  const published = onlyThese(catalogDir, new Set(shown.filter((path) => !isDrawingPath(path))));
  const copies = [
    copied,
    copyIfPresent(join(catalogDir, 'images'), join(siteDir, 'images'), published),
    copyIfPresent(join(catalogDir, 'videos'), join(siteDir, 'videos'), published),
    writeDrawings(shown.filter(isDrawingPath), { catalogDir, siteDir, cacheDir: photoCacheDir }),
  ];
  writing.push(() => Promise.allSettled(copies));
  const media = Promise.all(copies);
  // Awaited once the pages are written, and reported there.
  media.catch(() => undefined);
  const year = new Date().getFullYear();
  const { write, bytes, settled } = fileWriter(siteDir, assets.files.reduce((n, f) => n + f.bytes, 0));
  writing.push(settled);
  // Each route's component rules, for the late sections of the page to leave out.
  const pageCss = new Map<string, string>();
  for (const route of ROUTES) {
    const meta = catalog.pages.routes[route.path] ?? { title: route.path, description: catalog.site.description };
    const { html, css } = renderPageParts({ path: route.path, Page: PAGES[route.page], meta, catalog, assets, year, seo: await seo.page(route.path), images });
    pageCss.set(route.path, css);
    await write(routeFile(route.path), html);
  }
  for (const { path, Section, page } of FRAGMENTS) await write(path.slice(1), renderFragment(Section, catalog, page, pageCss.get(page) ?? '', images));
  for (const listing of catalog.store.products) {
    const path = productPath(listing.id);
    const meta = { title: listing.title, description: listing.summary };
    await write(routeFile(path), renderPage({ path, Page: PAGES.product, meta, catalog, assets, year, seo: await seo.product(listing), images }));
  }
  const { path, page } = NOT_FOUND_ROUTE;
  await write('404.html', renderPage({ path, Page: PAGES[page], meta: catalog.pages.notFound, catalog, assets, year, seo: await seo.notFound(), images }));
  const sitemap = seo.sitemap();
  if (sitemap) await write('sitemap.xml', sitemap);
  await write('robots.txt', seo.robots());
  await write('_redirects', '/product/*  /product/index.html  200\n');
  for (const [path, json] of takePropsFiles()) await write(path.slice(1), json);
  await write('_headers', siteHeaders(catalog, ROUTES.map((r) => r.path)));
  await write(ICON_SPRITE.slice(1), iconSprite());
  await media;
  await seo.written();
  await photos.written;
  return bytes();
}

/**
 * The business hub, for the bare host: its bundle, each screen prerendered (deep links and
 * reloads get their own page), a 404 page for any other address, its own copy of the logo
 * (it needs no site address to show it), and, when the site's origin is known, the data bridge
 * the site's Dashboard view frames.
 */
async function writeHub(hubDir: string, catalog: Catalog, { catalogDir, photoCacheDir }: BuildOptions, clients: Clients, writing: Writing): Promise<number> {
  const { assets, copied } = placeClient(await clients.hub, join(hubDir, 'assets'), { entry: ENTRIES.hub });
  writing.push(() => copied);
  const bridge = hubBridge(catalog.site.urls);
  const bridgePlaced = bridge && placeClient(await clients.bridge, join(hubDir, 'assets'), { entry: ENTRIES.bridge });
  if (bridgePlaced) writing.push(() => bridgePlaced.copied);
  const bridgeScript = bridgePlaced && bridgePlaced.assets;
  const scripts = [assets, ...(bridgeScript ? [bridgeScript] : [])].flatMap((a) => a.files);
  const { write, bytes, settled } = fileWriter(hubDir, scripts.reduce((n, f) => n + f.bytes, 0));
  writing.push(settled);
  for (const { path } of HUB_ROUTES) await write(routeFile(path), renderHubPage(path, catalog, assets));
  await write('404.html', renderHubPage('/404', catalog, assets));
  if (bridge && bridgeScript) await write(routeFile(BRIDGE_PATH.slice(0, -1)), renderBridgePage(catalog, bridgeScript, bridge.parent));
  // Every screen has its own page; anything else is the hub's not-found screen.
  await write('_redirects', '/*  /404.html  404\n');
  // Staff only: no crawler is welcome (every page also says noindex).
  await write('robots.txt', robotsTxt({ allow: false }));
  const logo = catalog.site.logo.src;
  await (isDrawingPath(logo) ? writeDrawings([logo], { catalogDir, siteDir: hubDir, cacheDir: photoCacheDir }) : copyIfPresent(join(catalogDir, logo), join(hubDir, logo)));
  await write('_headers', hubHeaders(catalog, HUB_ROUTES.map((r) => r.path)));
  await write(ICON_SPRITE.slice(1), iconSprite());
  await Promise.all([copied, bridgePlaced && bridgePlaced.copied]);
  return bytes();
}

function applyOverrides(catalog: Catalog, { apiBase, siteUrl, hubUrl }: BuildOptions): void {
  if (apiBase) catalog.site.commerce.apiBase = apiBase;
  if (siteUrl) catalog.site.urls.site = siteUrl;
  if (hubUrl) catalog.site.urls.hub = hubUrl;
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

async function copyIfPresent(from: string, to: string, filter?: (file: string) => boolean): Promise<void> {
  if (await stat(from).then(() => true, () => false)) await copyTree(from, to, filter);
}
