import { cp, mkdir, rm, writeFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { routes } from '../site/routes.ts';
import NotFoundPage from '../site/pages/not-found.tsx';
import type { Catalog } from '../site/catalog/index.ts';
import { bundleClient } from './bundle/bundle-client.ts';
import { renderHubPlaceholder } from './render/render-hub-placeholder.tsx';
import { renderPage } from './render/render-page.tsx';
import type { Problem } from './validate/problem.ts';
import { validateCatalog } from './validate/validate-catalog.ts';
import { swapDir } from './write/swap-dir.ts';

export interface BuildOptions {
  catalogDir: string;
  outDir: string;
  apiBase?: string;
  siteUrl?: string;
  hubUrl?: string;
}

export type BuildResult =
  | { ok: true; routes: number; bytes: number; ms: number; outDir: string }
  | { ok: false; problems: Problem[] };

/** Where each route's page goes: "/" → index.html, "/about" → about/index.html. */
export const routeFile = (path: string) => join(path.slice(1), 'index.html');

/** validate → bundle → render → copy pictures → hub → swap into place. A failure anywhere leaves `outDir` as it was. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { catalog, problems } = await validateCatalog(options.catalogDir);
  if (!catalog) return { ok: false, problems };
  applyOverrides(catalog, options);

  const outDir = resolve(options.outDir);
  const next = `${outDir}.building-${process.pid}`;
  await rm(next, { recursive: true, force: true });
  try {
    const siteDir = join(next, 'site');
    const assets = await bundleClient(join(siteDir, 'assets'));
    const year = new Date().getFullYear();
    let bytes = assets.files.reduce((n, f) => n + f.bytes, 0);
    const write = async (file: string, html: string) => {
      await mkdir(dirname(join(siteDir, file)), { recursive: true });
      await writeFile(join(siteDir, file), html);
      bytes += Buffer.byteLength(html);
    };
    for (const { path, Page } of routes) {
      const meta = catalog.pages.routes[path] ?? { title: path, description: catalog.site.description };
      await write(routeFile(path), renderPage({ path, Page, meta, catalog, assets, year }));
    }
    await write('404.html', renderPage({ path: '/404', Page: NotFoundPage, meta: catalog.pages.notFound, catalog, assets, year }));
    await write('_redirects', '/product/*  /product/index.html  200\n');
    await copyIfPresent(join(options.catalogDir, 'images'), join(siteDir, 'images'));
    await mkdir(join(next, 'hub'), { recursive: true });
    await writeFile(join(next, 'hub', 'index.html'), renderHubPlaceholder(catalog));
    await swapDir(next, outDir);
    return { ok: true, routes: routes.length, bytes, ms: performance.now() - started, outDir };
  } catch (error) {
    await rm(next, { recursive: true, force: true });
    throw error;
  }
}

function applyOverrides(catalog: Catalog, { apiBase, siteUrl, hubUrl }: BuildOptions): void {
  if (apiBase) catalog.site.commerce.apiBase = apiBase;
  if (siteUrl) catalog.site.urls.site = siteUrl;
  if (hubUrl) catalog.site.urls.hub = hubUrl;
}

async function copyIfPresent(from: string, to: string): Promise<void> {
  if (await stat(from).then(() => true, () => false)) await cp(from, to, { recursive: true });
}
