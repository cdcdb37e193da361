import { join } from 'node:path';
import { HUB_ROUTES } from '../../hub/hub-routes.ts';
import type { Catalog } from '../../site/core/catalog/catalog-keys.ts';
import { BRIDGE_PATH, hubBridge } from '../../site/dashboard/bridge-protocol.ts';
import { ICON_SPRITE } from '../../site/ui/Icon.tsx';
import { type ClientAssets, ENTRIES, placeClient } from '../bundle/bundle-client.ts';
import type { CachedBundle } from '../prebuilt/cached-bundle.mjs';
import { hubHeaders } from '../deploy/deploy-headers.ts';
import { isDrawingPath, writeDrawings } from '../images/served-drawing.ts';
import { robotsTxt } from '../seo/robots-txt.ts';
import type { OutputFolder } from '../write/output-folder.ts';
import { iconSprite } from '../render/icon-sprite.ts';
import { renderBridgePage } from '../render/render-bridge.ts';
import { renderHubPage } from '../render/render-hub.tsx';
import type { RenderSession } from '../render/render-session.tsx';
import type { BuildUnit } from './run-units.ts';
import { copyIfPresent, routeFile } from './site-units.ts';

export interface HubInput {
  catalog: Catalog;
  catalogDir: string;
  /** The hub's bundle and its data bridge's, started before the catalogue was validated. */
  clients: { hub: Promise<CachedBundle>; bridge: Promise<CachedBundle> };
  photoCacheDir?: string;
  /** The bundles' files already in `out`, from an earlier build: nothing is copied again. */
  prepared?: HubPrepared;
}

/** What the hub's pages point at: its bundle's files, and the bridge's when there is one. */
export interface HubPrepared {
  hub: ClientAssets;
  bridge?: ClientAssets;
}

/**
 * The business hub, for the bare host, as units (scripts/steps/run-units.ts): each screen
 * prerendered (deep links and reloads get their own page), a 404 page for any other address, its
 * own copy of the logo (it needs no site address to show it), and, when the site's origin is
 * known, the data bridge the site's Dashboard view frames. Its bundles are placed into `out` now,
 * unless `prepared`.
 */
export async function hubUnits(
  out: OutputFolder,
  session: RenderSession,
  input: HubInput,
): Promise<{ units: BuildUnit[]; prepared: HubPrepared }> {
  const { catalog, catalogDir, photoCacheDir } = input;
  const bridge = hubBridge(catalog.site.urls);
  const prepared = input.prepared ?? (await prepareHub(out, input, bridge !== undefined));
  const units: BuildUnit[] = HUB_ROUTES.map(({ path }) => ({
    id: path,
    run: (to, catalog) => to.write(routeFile(path), renderHubPage(session, path, catalog, prepared.hub)),
  }));
  units.push({
    id: '/404',
    run: (to, catalog) => to.write('404.html', renderHubPage(session, '/404', catalog, prepared.hub)),
  });
  const script = prepared.bridge;
  if (bridge && script) {
    units.push({
      id: BRIDGE_PATH,
      run: (to, catalog) =>
        to.write(routeFile(BRIDGE_PATH.slice(0, -1)), renderBridgePage(catalog, script, bridge.parent)),
    });
  }
  // Every screen has its own page; anything else is the hub's not-found screen.
  units.push({ id: '_redirects', run: (to) => to.write('_redirects', '/*  /404.html  404\n') });
  // Staff only: no crawler is welcome (every page also says noindex).
  units.push({ id: 'robots.txt', run: (to) => to.write('robots.txt', robotsTxt({ allow: false })) });
  units.push({
    id: 'logo',
    run(to, catalog) {
      const logo = catalog.site.logo.src;
      to.track(
        isDrawingPath(logo)
          ? writeDrawings([logo], { catalogDir, siteDir: to.dir, cacheDir: photoCacheDir })
          : copyIfPresent(join(catalogDir, logo), join(to.dir, logo)),
      );
    },
  });
  units.push({
    id: '_headers',
    run: (to, catalog) =>
      to.write(
        '_headers',
        hubHeaders(
          catalog,
          HUB_ROUTES.map((r) => r.path),
        ),
      ),
  });
  units.push({ id: ICON_SPRITE, run: (to) => to.write(ICON_SPRITE.slice(1), iconSprite()) });
  return { units, prepared };
}

/** The hub's bundle's files into `out`, and the bridge's when it has one. */
async function prepareHub(out: OutputFolder, { clients }: HubInput, withBridge: boolean): Promise<HubPrepared> {
  const place = async (bundle: Promise<CachedBundle>, entry: string) => {
    const placed = placeClient(await bundle, join(out.dir, 'assets'), { entry });
    out.track(placed.copied);
    out.count(placed.assets.files.reduce((n, f) => n + f.bytes, 0));
    return placed.assets;
  };
  return {
    hub: await place(clients.hub, ENTRIES.hub),
    bridge: withBridge ? await place(clients.bridge, ENTRIES.bridge) : undefined,
  };
}
