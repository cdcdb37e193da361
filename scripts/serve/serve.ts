import { join, resolve } from 'node:path';
import { build } from '../build.ts';
import { cliMessages, printBuildResult } from '../cli-messages.ts';
import { startEmulator } from '../emulator/emulator.ts';
import type { DevHooks } from './dev-session.ts';
import { checkPortsFree } from '../http/listen.ts';
import { startStaticServer } from './static-server.ts';
import { readBuildMarker } from '../write/build-marker.ts';
import { BuildRefused } from '../write/build-refused.ts';
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
}

const local = (port: number) => `http://localhost:${port}`;

/** The URLs the local build must point at so the three servers find each other. */
export const localUrls = (o: ServeOptions) => ({
  siteUrl: local(o.port),
  hubUrl: local(o.hubPort),
  apiBase: o.apiBase ?? local(o.apiPort),
});

/** Builds as `kiln build` does and says so in the same words. Throws BuildRefused for an unsafe or busy --out. */
export async function buildForServe(o: ServeOptions): Promise<boolean> {
  const result = await build({ catalogDir: o.catalog, outDir: o.out, ...localUrls(o) });
  return printBuildResult(result, o.out);
}

/**
 * Throws BuildRefused unless `--out` holds a whole build: `serve --no-build` of the project folder
 * would serve Kiln's own files. Warns when its pages call another commerce API than the one served.
 */
async function refuseUnbuilt(o: ServeOptions): Promise<void> {
  const refusal = await guardOutDir(o.out, { catalogDir: o.catalog });
  if (refusal) throw new BuildRefused(cliMessages.refused(refusal));
  const marker = await readBuildMarker(o.out);
  if (!marker?.complete) throw new BuildRefused(cliMessages.notBuilt(resolve(o.out)));
  const api = localUrls(o).apiBase;
  if (marker.api && marker.api !== api) console.error(cliMessages.builtForOtherApi(resolve(o.out), marker.api, api));
}

/** The ports `serve` listens on, by flag: the emulator's only when it starts one. */
export const servePorts = (o: ServeOptions): Record<string, number> => ({
  '--port': o.port,
  '--hub-port': o.hubPort,
  ...(o.apiBase ? {} : { '--api-port': o.apiPort }),
});

/** `kiln serve`: build, then serve the site and the hub as a static host would. Throws PortRefused for a port it cannot have. */
export async function serve(o: ServeOptions): Promise<void> {
  await checkPortsFree(servePorts(o));
  if (o.build === false) await refuseUnbuilt(o);
  else if (!(await buildForServe(o))) {
    process.exitCode = 1;
    return;
  }
  await startServers(o);
}

/** The site and the hub served from `--out` as a static host would, and the emulator unless `--api-base`; `kiln dev` starts them over its own builds. */
export async function startServers(o: ServeOptions): Promise<void> {
  // The site is built against the emulator's URL (localUrls), so it must answer on --api-port.
  if (!o.apiBase) await startEmulator({ port: o.apiPort, catalogDir: o.catalog, siteOrigin: localUrls(o).siteUrl });
  await startStaticServer({ dir: join(o.out, 'site'), port: o.port, dev: o.dev });
  await startStaticServer({ dir: join(o.out, 'hub'), port: o.hubPort, dev: o.dev });
  console.log(cliMessages.serving({ site: local(o.port), hub: local(o.hubPort), api: o.apiBase ?? local(o.apiPort), emulator: !o.apiBase }));
}
