import type { Catalog } from '../../site/core/catalog/catalog-keys.ts';
import { type BuildMemo, buildMemo } from '../../site/core/lib/build-memo.ts';
import type { CachedBundle } from '../prebuilt/cached-bundle.mjs';
import { renderSession } from '../render/render-session.tsx';
import type { OutputFolder } from '../write/output-folder.ts';
import {
  type BuildUnit,
  type CatalogViews,
  RecordedProps,
  type UnitGroup,
  type UnitRecord,
  untrackedViews,
} from './run-units.ts';
import { type HubPrepared, hubUnits } from './hub-units.ts';
import { type SitePrepared, siteUnits } from './site-units.ts';

/** What the units are set up from, besides the catalogue. */
export interface UnitSetup {
  catalogDir: string;
  media: ReadonlySet<string>;
  photoCacheDir?: string;
  /** The output folder the build replaces (or remakes in place): the calendars' revisions are read from it. */
  outDir?: string;
  clients: { site: CachedBundle; hub: Promise<CachedBundle>; bridge: Promise<CachedBundle> };
}

/** What the units share, put into the folder once (the photos, the media published, the bundles' files). */
export interface UnitsPrepared {
  site: SitePrepared;
  /** None without hub.json: no hub is built. */
  hub?: HubPrepared | undefined;
}

/** What a tracked build's (scripts/build.ts) units were set up from, read and wrote: what the next build compares with. */
export interface BuiltUnits {
  catalog: Catalog;
  setup: UnitSetup;
  prepared: UnitsPrepared;
  /** The render session's memo (site/core/lib/build-memo.ts): handed to the next build, what it `kept` is not made again. */
  answers: BuildMemo;
  /** The places in the catalogue the units were set up from (scripts/dev/read-tracker.ts): a change to one makes everything again. */
  outside: ReadonlySet<string>;
  /** What the set of units was computed from (scripts/dev/read-tracker.ts `shape`). */
  shapes: readonly string[];
  records: Map<string, UnitRecord>;
  /** The islands' props files, written into the site. */
  props: Map<string, string>;
}

/**
 * The site's units and the hub's over `raw` (scripts/steps/run-units.ts), each to note what it
 * reads; what they share is put into `out` now, unless `prepared` by an earlier build.
 */
export async function buildUnits(
  out: OutputFolder,
  raw: Catalog,
  setup: UnitSetup,
  {
    views = untrackedViews,
    prepared,
    answers = buildMemo(),
  }: { views?: (raw: Catalog) => CatalogViews; prepared?: UnitsPrepared; answers?: BuildMemo },
) {
  const { catalogDir, media, photoCacheDir, clients } = setup;
  const tracked = views(raw);
  const { catalog, shape } = tracked;
  const session = renderSession(new RecordedProps(), answers);
  const site = await siteUnits(out.at('site'), session, {
    catalog,
    photoCatalog: raw,
    catalogDir,
    media,
    client: clients.site,
    photoCacheDir,
    shape,
    prepared: prepared?.site,
    lastDir: setup.outDir,
  });
  // The staff hub speaks hub.json's words and shows its demo data: a catalogue without it has none.
  const hub = raw.hub
    ? await hubUnits(out.at('hub'), session, {
        catalog,
        catalogDir,
        clients,
        photoCacheDir,
        prepared: prepared?.hub,
      })
    : undefined;
  // Tracked, each unit works out (and so reads) for itself what the memo would have kept from another.
  const own = (units: BuildUnit[]) =>
    tracked.tracking
      ? units.map((unit) => ({
          ...unit,
          run: (to: OutputFolder, c: Catalog) => (session.memo.clear(), unit.run(to, c)),
        }))
      : units;
  const groups: UnitGroup[] = [
    { folder: 'site', units: own(site.units) },
    ...(hub ? [{ folder: 'hub', units: own(hub.units) }] : []),
  ];
  return { tracked, groups, prepared: { site: site.prepared, hub: hub?.prepared } satisfies UnitsPrepared, answers };
}
