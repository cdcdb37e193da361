import { build, type BuildOptions } from '../build.ts';
import { cliMessages, printBuildResult } from '../cli-messages.ts';
import type { Problem } from '../validate/problem.ts';
import { BuildRefused } from '../write/build-refused.ts';

/*
 * The process `kiln dev` builds in: forked from the prebuilt CLI (an entry of its bundle, beside
 * kiln.cjs) and kept between builds, so a catalogue save is built by code that is already loaded
 * and compiled, in a fraction of a cold build's time. `kiln dev` starts a new one when the sources
 * change, so pages are never rendered by stale code.
 */

/** What `kiln dev` asks: one build. */
export interface BuildRequest {
  id: number;
  options: BuildOptions;
}

/** How it went: built (the worker printed the build's lines, as `kiln build` does), or what stopped it, for `kiln dev` to print and show. */
export type BuildReply =
  | { id: number; outcome: 'built' }
  | { id: number; outcome: 'invalid'; problems: Problem[] }
  | { id: number; outcome: 'refused'; message: string }
  | { id: number; outcome: 'failed'; message: string };

const reply = (message: BuildReply) => process.send?.(message);

// Builds one at a time: `kiln dev` asks again only once it has the answer.
process.on('message', (request: BuildRequest) => {
  void (async () => {
    try {
      const result = await build(request.options);
      if (result.ok) {
        printBuildResult(result, request.options.outDir);
        reply({ id: request.id, outcome: 'built' });
      } else {
        reply({ id: request.id, outcome: 'invalid', problems: result.problems });
      }
    } catch (error) {
      if (error instanceof BuildRefused) reply({ id: request.id, outcome: 'refused', message: error.message });
      else reply({ id: request.id, outcome: 'failed', message: cliMessages.internal(error) });
    }
  })();
});
// Without its parent it has nothing to do.
process.on('disconnect', () => process.exit(0));
