import { join } from 'node:path';
import { HUB_ROUTES } from '../../hub/hub-routes.ts';
import type { Catalog } from '../../site/catalog/catalog-keys.ts';
import { BRIDGE_PATH, hubBridge } from '../../site/dashboard/bridge-protocol.ts';
import { ICON_SPRITE } from '../../site/ui/Icon.tsx';
import { ENTRIES, placeClient } from '../bundle/bundle-client.ts';
import type { CachedBundle } from '../prebuilt/cached-bundle.mjs';
import { hubHeaders } from '../deploy/deploy-headers.ts';
import { isDrawingPath, writeDrawings } from '../images/served-drawing.ts';
import { robotsTxt } from '../seo/robots-txt.ts';
import type { OutputFolder } from '../write/output-folder.ts';
import { iconSprite } from '../render/icon-sprite.ts';
import { renderBridgePage } from '../render/render-bridge.ts';
import { renderHubPage } from '../render/render-hub.tsx';
import type { RenderSession } from '../render/render-session.tsx';
import { copyIfPresent, routeFile } from './write-site.ts';

export interface HubInput {
  catalog: Catalog;
  catalogDir: string;
  /** The hub's bundle and its data bridge's, started before the catalogue was validated. */
  clients: { hub: Promise<CachedBundle>; bridge: Promise<CachedBundle> };
  photoCacheDir?: string;
}

/**
 * The business hub into `out`, for the bare host: its bundle, each screen prerendered (deep links
 * and reloads get their own page), a 404 page for any other address, its own copy of the logo (it
 * needs no site address to show it), and, when the site's origin is known, the data bridge the
 * site's Dashboard view frames.
 */
export async function writeHub(out: OutputFolder, session: RenderSession, { catalog, catalogDir, clients, photoCacheDir }: HubInput): Promise<void> {
  const hub = placeClient(await clients.hub, join(out.dir, 'assets'), { entry: ENTRIES.hub });
  out.track(hub.copied);
  out.count(hub.assets.files.reduce((n, f) => n + f.bytes, 0));
  for (const { path } of HUB_ROUTES) out.write(routeFile(path), renderHubPage(session, path, catalog, hub.assets));
  out.write('404.html', renderHubPage(session, '/404', catalog, hub.assets));
  const bridge = hubBridge(catalog.site.urls);
  if (bridge) {
    const script = placeClient(await clients.bridge, join(out.dir, 'assets'), { entry: ENTRIES.bridge });
    out.track(script.copied);
    out.count(script.assets.files.reduce((n, f) => n + f.bytes, 0));
    out.write(routeFile(BRIDGE_PATH.slice(0, -1)), renderBridgePage(catalog, script.assets, bridge.parent));
  }
  // Every screen has its own page; anything else is the hub's not-found screen.
  out.write('_redirects', '/*  /404.html  404\n');
  // Staff only: no crawler is welcome (every page also says noindex).
  out.write('robots.txt', robotsTxt({ allow: false }));
  const logo = catalog.site.logo.src;
  out.track(
    isDrawingPath(logo)
      ? writeDrawings([logo], { catalogDir, siteDir: out.dir, cacheDir: photoCacheDir })
      : copyIfPresent(join(catalogDir, logo), join(out.dir, logo)),
  );
  out.write(
    '_headers',
    hubHeaders(
      catalog,
      HUB_ROUTES.map((r) => r.path),
    ),
  );
  out.write(ICON_SPRITE.slice(1), iconSprite());
}
