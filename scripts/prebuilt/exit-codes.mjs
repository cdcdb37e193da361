// @ts-check
/**
 * Every exit code `kiln` ends with, in one table, read by the CLI (scripts/cli.ts, through
 * outcome.ts) and by the launcher beside this file (kiln.mjs, plain JavaScript that runs before
 * any bundle exists). The README's CLI section lists them.
 */
export const EXIT = Object.freeze({
  /** Done: valid, built, or help asked for. */
  ok: 0,
  /** The catalogue has problems (`validate`, `build`, `serve`). */
  invalid: 1,
  /** A flag commander rejects, an unsafe or busy `--out`, a port taken or given twice. */
  usage: 2,
  /** A bug in Kiln, not in the catalogue: "Internal error …", or sources that do not compile. */
  internal: 70,
});
