import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Catalog } from '../site/catalog/catalog-keys.ts';
import { ROUTES } from '../site/routes.ts';
import { ENTRIES, prepareClient } from './bundle/bundle-client.ts';
import { refused, type BuildOutcome } from './outcome.ts';
import { renderSession } from './render/render-session.tsx';
import { writeHub } from './steps/write-hub.ts';
import { writeSite } from './steps/write-site.ts';
import { validateCatalog } from './validate/validate-catalog.ts';
import { writeBuildMarker } from './write/build-marker.ts';
import { claimOutDir } from './write/claim-out-dir.ts';
import { outputFolder } from './write/output-folder.ts';
import { swapDir } from './write/swap-dir.ts';

export interface BuildOptions {
  catalogDir: string;
  outDir: string;
  apiBase?: string;
  siteUrl?: string;
  hubUrl?: string;
  /** Kiln's cache of photos made responsive (node_modules/.cache/kiln/images/ by default). */
  photoCacheDir?: string;
  /** Called once, when another build holds `outDir` and this one waits for it (pid: that build's). */
  onWait?: (pid: number | undefined) => void;
}

/**
 * guard → lock → validate → site → hub → mark → swap. Everything is written into
 * `<outDir>.building-<pid>` and swapped into place at the end, so a failure anywhere leaves
 * `outDir` as it was. Returns the outcome; throws only for a bug.
 */
export async function build(options: BuildOptions): Promise<BuildOutcome> {
  const outDir = resolve(options.outDir);
  const release = await claimOutDir(outDir, options.catalogDir, { onWait: options.onWait });
  if (typeof release !== 'function') return refused(release);
  try {
    const started = performance.now();
    // The browser bundles need no catalogue: esbuild makes them (or finds them cached) in its own
    // process while this one validates. A build the catalogue stops never waits for them.
    const clients = { site: prepareClient(), hub: prepareClient({ entry: ENTRIES.hub }), bridge: prepareClient({ entry: ENTRIES.bridge }) };
    for (const bundle of Object.values(clients)) bundle.catch(() => undefined);

    const { catalog, problems, warnings, media = new Set<string>() } = await validateCatalog(options.catalogDir, { photoCacheDir: options.photoCacheDir });
    if (!catalog) return { outcome: 'invalid', problems, warnings };
    applyOverrides(catalog, options);

    const next = `${outDir}.building-${process.pid}`;
    const out = outputFolder(next);
    const session = renderSession();
    try {
      await mkdir(next);
      await writeBuildMarker(next, 'started');
      const { catalogDir, photoCacheDir } = options;
      await writeSite(out.at('site'), session, { catalog, catalogDir, media, client: await clients.site, photoCacheDir });
      await writeHub(out.at('hub'), session, { catalog, catalogDir, clients, photoCacheDir });
      const bytes = await out.done();
      // Last: a folder whose marker says "built" is complete.
      await writeBuildMarker(next, 'built', catalog.site.commerce.apiBase);
      await swapDir(next, outDir);
      const ms = performance.now() - started;
      return { outcome: 'built', routes: ROUTES.length, bytes, ms, outDir, warnings, noSiteUrl: !catalog.site.urls.site };
    } catch (error) {
      // Only once nothing is being written into it: a write still under way would make removing
      // the folder fail ("directory not empty"). Should one still slip through, the folder is left
      // for the next build to tidy (recoverOutDir), and this build's own error is what is reported.
      await out.settled();
      await rm(next, { recursive: true, force: true, maxRetries: 2 }).catch(() => undefined);
      throw error;
    }
  } finally {
    release();
  }
}

function applyOverrides(catalog: Catalog, { apiBase, siteUrl, hubUrl }: BuildOptions): void {
  if (apiBase) catalog.site.commerce.apiBase = apiBase;
  if (siteUrl) catalog.site.urls.site = siteUrl;
  if (hubUrl) catalog.site.urls.hub = hubUrl;
}
