import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from '../build.ts';
import { cliMessages, printBuildOutcome } from '../cli-messages.ts';
import { startEmulator } from '../emulator/emulator.ts';
import { checkPortsFree } from '../http/listen.ts';
import { type DevHooks, startStaticServer } from './static-server.ts';
import { readBuildMarker } from '../write/build-marker.ts';
import { refused, type BuildOutcome, type Refusal } from '../outcome.ts';
import { guardOutDir } from '../write/guard-out-dir.ts';

export interface ServeOptions {
  catalog: string;
  out: string;
  port: number;
  hubPort: number;
  apiPort: number;
  apiBase?: string;
  build?: boolean;
  /** `kiln dev`'s hooks: its reload script and error overlay on every page. */
  dev?: DevHooks;
  /** `kiln edit`: the editor's port (its page frames the site, and so the hub's bridge, for the preview), and the host the site listens on too. */
  editor?: { port: number; host: string };
}

const local = (port: number) => `http://localhost:${port}`;

/** The URLs the local build must point at so the three servers find each other. */
export const localUrls = (o: ServeOptions) => ({
  siteUrl: local(o.port),
  hubUrl: local(o.hubPort),
  apiBase: o.apiBase ?? local(o.apiPort),
});

/**
 * Why `--out` cannot be served as it is, unless it holds a whole build: `serve --no-build` of the
 * project folder would serve Kiln's own files. Warns when its pages call another commerce API than
 * the one served.
 */
async function unservable(o: ServeOptions): Promise<Refusal | undefined> {
  const refusal = await guardOutDir(o.out, { catalogDir: o.catalog });
  if (refusal) return { reason: 'out-dir', refusal };
  const marker = await readBuildMarker(o.out);
  if (!marker?.complete) return { reason: 'not-built', out: resolve(o.out) };
  const api = localUrls(o).apiBase;
  if (marker.api && marker.api !== api) console.error(cliMessages.builtForOtherApi(resolve(o.out), marker.api, api));
  if (marker.now) console.error(cliMessages.servingTrial(resolve(o.out), marker.now));
  return undefined;
}

/** The ports `serve` listens on, by flag: the emulator's only when it starts one. */
export const servePorts = (o: ServeOptions): Record<string, number> => ({
  '--port': o.port,
  '--hub-port': o.hubPort,
  ...(o.apiBase ? {} : { '--api-port': o.apiPort }),
});

/**
 * `kiln serve`: build as `kiln build` does, saying so in the same words, then serve the site and
 * the hub as a static host would. Returns what stopped it (a port it cannot have, an unsafe or
 * busy `--out`, an invalid catalogue), unprinted, or undefined once it serves.
 */
export async function serve(o: ServeOptions): Promise<BuildOutcome | undefined> {
  const ports = await checkPortsFree(servePorts(o));
  if (ports) return refused(ports);
  if (o.build === false) {
    const refusal = await unservable(o);
    if (refusal) return refused(refusal);
  } else {
    const outcome = await build({
      catalogDir: o.catalog,
      outDir: o.out,
      onWait: (pid) => console.error(cliMessages.waiting(resolve(o.out), pid)),
      ...localUrls(o),
    });
    if (outcome.outcome !== 'built') return outcome;
    printBuildOutcome(outcome, o.out);
  }
  await startServers(o);
  return undefined;
}

/** The site and the hub served from `--out` as a static host would, and the emulator unless `--api-base`; `kiln dev` starts them over its own builds. */
export async function startServers(o: ServeOptions): Promise<void> {
  // The site is built against the emulator's URL (localUrls), so it must answer on --api-port.
  if (!o.apiBase) await startEmulator({ port: o.apiPort, catalogDir: o.catalog, siteOrigin: localUrls(o).siteUrl });
  await startStaticServer({
    dir: join(o.out, 'site'),
    port: o.port,
    dev: o.dev,
    host: o.editor?.host,
    framedBy: o.editor?.port,
  });
  await startStaticServer({ dir: join(o.out, 'hub'), port: o.hubPort, dev: o.dev, framedBy: o.editor?.port });
  // A catalogue without hub.json builds no hub (site/core/catalog-routes.ts): no address to give.
  const hub = existsSync(join(o.out, 'hub', 'index.html'));
  console.log(
    cliMessages.serving({
      site: local(o.port),
      hub: hub ? local(o.hubPort) : undefined,
      api: o.apiBase ?? local(o.apiPort),
      emulator: !o.apiBase,
    }),
  );
}
