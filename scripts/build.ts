import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Catalog, CatalogKey } from '../site/core/catalog/catalog-keys.ts';
import type { BuildMemo } from '../site/core/lib/build-memo.ts';
import { catalogRoutes } from '../site/core/catalog-routes.ts';
import { contentPagePaths } from '../site/core/content-page-paths.ts';
import { ENTRIES, prepareClient } from './bundle/bundle-client.ts';
import { refused, type BuildOutcome } from './outcome.ts';
import { type CatalogViews, propsOf, runUnits } from './steps/run-units.ts';
import { type BuiltUnits, buildUnits } from './steps/build-units.ts';
import { type ValidationMemo, validateCatalog } from './validate/validate-catalog.ts';
import { writeBuildMarker } from './write/build-marker.ts';
import { buildDay, travelledTo } from './write/build-clock.ts';
import { catalogOnDay } from '../site/core/lib/catalog-on-day.ts';
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

/** A build `kiln dev` keeps (scripts/dev/last-build.ts): the catalogue's texts to validate, the memo validation fills, and the views that note what each unit reads. */
export interface Tracking {
  texts: Map<CatalogKey, string>;
  memo: ValidationMemo;
  views: (raw: Catalog) => CatalogViews;
  /** The build's memo (site/core/lib/build-memo.ts), handed on from the last build. */
  answers: BuildMemo;
}

/**
 * guard → lock → validate → site → hub → mark → swap. Everything is written into
 * `<outDir>.building-<pid>` and swapped into place at the end, so a failure anywhere leaves
 * `outDir` as it was. Returns the outcome, with its units' records when `tracking`; throws only for a bug.
 */
export async function build(
  options: BuildOptions,
  tracking?: Tracking,
): Promise<BuildOutcome & { units?: BuiltUnits }> {
  const outDir = resolve(options.outDir);
  const release = await claimOutDir(outDir, options.catalogDir, { onWait: options.onWait });
  if (typeof release !== 'function') return refused(release);
  try {
    const started = performance.now();
    // The browser bundles need no catalogue: esbuild makes them (or finds them cached) in its own
    // process while this one validates. A build the catalogue stops never waits for them.
    const clients = {
      site: prepareClient(),
      hub: prepareClient({ entry: ENTRIES.hub }),
      bridge: prepareClient({ entry: ENTRIES.bridge }),
    };
    for (const bundle of Object.values(clients)) bundle.catch(() => undefined);

    const { photoCacheDir, catalogDir } = options;
    const validated = await validateCatalog(catalogDir, {
      photoCacheDir,
      texts: tracking?.texts,
      memo: tracking?.memo,
      answers: tracking?.answers,
    });
    const { catalog: read, problems, warnings, media = new Set<string>() } = validated;
    if (!read) return { outcome: 'invalid', problems, warnings };
    const raw = applyOverrides(read, options);
    const travelled = travelledTo();

    const next = `${outDir}.building-${process.pid}`;
    const out = outputFolder(next);
    try {
      await mkdir(next);
      await writeBuildMarker(next, 'started');
      const setup = { catalogDir, media, photoCacheDir, outDir, clients: { ...clients, site: await clients.site } };
      const units = await buildUnits(out, raw, setup, { views: tracking?.views, answers: tracking?.answers });
      const records = await runUnits(out, units.tracked, units.groups);
      const props = propsOf(records);
      for (const [file, json] of props) out.at('site').write(file.slice(1), json);
      const bytes = await out.done();
      // Last: a folder whose marker says "built" is complete.
      await writeBuildMarker(next, 'built', raw.site.commerce.apiBase, travelled);
      await swapDir(next, outDir);
      const { outside, shapes } = units.tracked;
      const kept = tracking && {
        units: {
          catalog: raw,
          setup,
          prepared: units.prepared,
          answers: units.answers,
          outside,
          shapes,
          records,
          props,
        },
      };
      const ms = performance.now() - started;
      return {
        outcome: 'built',
        routes: catalogRoutes(raw).length + contentPagePaths(raw).length,
        bytes,
        ms,
        outDir,
        catalogDir,
        warnings,
        noSiteUrl: !raw.site.urls.site,
        ...(travelled && { travelled }),
        ...kept,
      };
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

/** The catalogue as this build shows it: the flags' addresses in place, and as it stands today (site/core/lib/catalog-on-day.ts). */
export function applyOverrides(catalog: Catalog, { apiBase, siteUrl, hubUrl }: BuildOptions): Catalog {
  if (apiBase) catalog.site.commerce.apiBase = apiBase;
  if (siteUrl) catalog.site.urls.site = siteUrl;
  if (hubUrl) catalog.site.urls.hub = hubUrl;
  return catalogOnDay(catalog, buildDay(catalog.site.timeZone));
}
