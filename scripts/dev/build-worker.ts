import type { BuildOptions } from '../build.ts';
import { cliMessages, printBuildOutcome } from '../cli-messages.ts';
import type { BuildOutcome } from '../outcome.ts';
import { devBuilds } from './dev-rebuild.ts';

/*
 * The process `kiln dev` builds in: forked from the prebuilt CLI (an entry of its bundle, beside
 * kiln.cjs) and kept between builds, so a catalogue save is built by code that is already loaded
 * and compiled, in a fraction of a cold build's time, and remakes only what the save changed
 * (dev-rebuild.ts). `kiln dev` starts a new one when the sources change, so pages are never
 * rendered by stale code.
 */

/** What `kiln dev` asks: one build. */
export interface BuildRequest {
  id: number;
  options: BuildOptions;
  /** Only catalogue files (catalog/*.json) changed since the last build: only what reads them need be made again. */
  catalogOnly: boolean;
}

/**
 * How it went: the build's outcome (when built, the worker printed its lines, as `kiln build`
 * does; otherwise `kiln dev` prints and shows what stopped it), or the bug that failed it.
 */
export type BuildReply = { id: number; outcome: BuildOutcome } | { id: number; failed: string };

const reply = (message: BuildReply) => process.send?.(message);
const builds = devBuilds();

// Builds one at a time: `kiln dev` asks again only once it has the answer.
process.on('message', (request: BuildRequest) => {
  void (async () => {
    try {
      const outcome = await builds(request.options, request.catalogOnly);
      if (outcome.outcome === 'built') printBuildOutcome(outcome, request.options.outDir);
      reply({ id: request.id, outcome });
    } catch (error) {
      reply({ id: request.id, failed: cliMessages.internal(error) });
    }
  })();
});
// Without its parent it has nothing to do.
process.on('disconnect', () => process.exit(0));
