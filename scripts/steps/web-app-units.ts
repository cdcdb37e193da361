import { createHash } from 'node:crypto';
import type { BuildMemo } from '../../site/core/lib/build-memo.ts';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Catalog } from '../../site/core/catalog/catalog-keys.ts';
import { PICTURES_FOLDER, type ImageManifest } from '../../site/core/lib/responsive-image.ts';
import { APP_ICONS_FOLDER, MANIFEST_PATH, OFFLINE_PATH, START_PATH, WORKER_PATH } from '../../site/core/lib/web-app.ts';
import { catalogFragments } from '../../site/pages/fragments.ts';
import OfflinePage from '../../site/pages/offline-page.tsx';
import { ICON_SPRITE } from '../../site/ui/Icon.tsx';
import { type RouteConfig, strategyFor } from '../../site/worker/worker-routes.ts';
import type { ClientAssets } from '../bundle/bundle-client.ts';
import type { CachedBundle } from '../prebuilt/cached-bundle.mjs';
import { appIcons } from '../pwa/app-icons.ts';
import { prepareWorker, workerScript } from '../bundle/bundle-worker.ts';
import { deriveTheme } from '../../site/core/theme/derive-theme.ts';
import { themeColors } from '../pwa/theme-colors.ts';
import { webManifest } from '../pwa/web-manifest.ts';
import { renderPage } from '../render/render-page.tsx';
import type { RenderSession } from '../render/render-session.tsx';
import type { OutputFolder } from '../write/output-folder.ts';
import type { BuildUnit } from './run-units.ts';

export interface WebAppInput {
  catalogDir: string;
  /** The site's browser bundle (its key tells one build's scripts from another's) and its files as the pages load them. */
  client: CachedBundle;
  assets: ClientAssets;
  year: number;
  images: ImageManifest;
}

/** What the web app's units last made, for the service worker's (made by every build) to be made from: kept between builds. */
export interface WebAppMade {
  offlineHtml?: string;
  manifest?: Promise<string>;
}

/**
 * The whole catalogue's hash, from its files' (at 100× the sample, hashing it whole took tens of
 * milliseconds a save), each kept in the build's memo by its parsed value: one `kiln dev` keeps
 * between builds (its text unchanged) is not hashed again.
 */
function catalogHash(catalog: Catalog, memo: BuildMemo): string {
  const hashed = Object.entries(catalog).map(([key, value]: [string, object]) => {
    const hash = memo.kept('file hash', value, (file) =>
      createHash('sha256').update(JSON.stringify(file)).digest('hex'),
    );
    return `${key}:${hash}`;
  });
  return hashed.join('\n');
}

/** Where the routing is asked about paths at build time: any origin does, the paths are the site's. */
const ANY_ORIGIN = 'https://site.invalid';

/**
 * The site as an installable app that opens offline, as units (scripts/steps/run-units.ts) into
 * the site folder: the offline page (/offline/), the manifest with icons drawn from the logo, and
 * the service worker (/sw.js) with this build's WorkerConfig, made by every build, as its version
 * is a hash of the whole catalogue. The pages render at once; the icons and the worker are written
 * while the rest of the build goes on (tracked by the folder).
 */
export function webAppUnits(
  session: RenderSession,
  { catalogDir, client, assets, year, images }: WebAppInput,
  made: WebAppMade,
): BuildUnit[] {
  const worker = prepareWorker();
  worker.catch(() => undefined);
  const write = async (out: OutputFolder, path: string, text: string) => {
    const data = Buffer.from(text);
    await writeFile(join(out.dir, path.slice(1)), data);
    out.count(data.length);
  };
  return [
    {
      id: OFFLINE_PATH,
      run(out, catalog) {
        const words = catalog.site.app.offline;
        made.offlineHtml = renderPage(session, {
          catalog,
          assets,
          year,
          images,
          path: OFFLINE_PATH.replace(/\/$/, ''),
          Page: OfflinePage,
          meta: { title: words.title, description: words.text },
          // Shown at any address the guest could not reach: it has none of its own to be found at.
          seo: { noindex: true },
        });
        out.write(join(OFFLINE_PATH.slice(1), 'index.html'), made.offlineHtml);
      },
    },
    {
      id: MANIFEST_PATH,
      run(out, { site, theme }) {
        made.manifest = (async () => {
          const colors = themeColors(deriveTheme(theme));
          const icons = await appIcons({ catalogDir, logo: site.logo.src, background: colors.light, siteDir: out.dir });
          const manifest = `${JSON.stringify(webManifest({ site, icons, colors }), null, 2)}\n`;
          await write(out, MANIFEST_PATH, manifest);
          return manifest;
        })();
        out.track(made.manifest);
      },
    },
    {
      id: WORKER_PATH,
      always: true,
      run(out, catalog) {
        const offlineHtml = made.offlineHtml!;
        const routes: RouteConfig = {
          immutable: ['/assets/', `/${PICTURES_FOLDER}/`, `/${APP_ICONS_FOLDER}/`],
          copies: ['/images/', ICON_SPRITE, ...catalogFragments(catalog).map((f) => f.path)],
          api: catalog.site.commerce.apiBase,
        };
        // The start page whole (it fetches its late sections as the guest scrolls), and the offline
        // page with what it loads, so that both show as they should with no network at all.
        const served = (path: string) =>
          strategyFor({ url: ANY_ORIGIN + path, method: 'GET', mode: 'no-cors', accept: null }, ANY_ORIGIN, routes);
        const precache = [
          START_PATH,
          ...catalogFragments(catalog)
            .filter((f) => f.page === START_PATH)
            .map((f) => f.path),
          OFFLINE_PATH,
          ...filesOf(offlineHtml).filter(served),
        ];
        out.track(
          (async () => {
            const [bundle, manifest] = await Promise.all([worker, made.manifest!]);
            // A new version whenever what guests are shown may have changed (the catalogue, the pictures, the
            // pages' scripts, the offline page, the manifest, the worker): the browser then installs the new
            // worker, which fetches the new shell and deletes the old one. The same build twice is the same file.
            const version = createHash('sha256')
              .update(
                [
                  catalogHash(catalog, session.memo),
                  JSON.stringify(images),
                  client.key,
                  bundle.key,
                  offlineHtml,
                  manifest,
                  JSON.stringify([precache, routes]),
                ].join('\0'),
              )
              .digest('hex')
              .slice(0, 16);
            await write(out, WORKER_PATH, await workerScript(bundle, { version, precache, ...routes }));
          })(),
        );
      },
    },
  ];
}

/** The files of this site a page loads (its script, styles, icons, logo): every `src` or `href` to a path with an extension, once each. */
export function filesOf(html: string): string[] {
  const paths = [...html.matchAll(/\s(?:src|href)="(\/(?!\/)[^"#?]*\.[a-z0-9]+)(?:[#?][^"]*)?"/gi)].map((m) => m[1]!);
  return [...new Set(paths)];
}
