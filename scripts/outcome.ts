import type { Problem } from '../site/core/problems/problem.ts';
import type { OutDirRefusal } from './write/guard-out-dir.ts';
import { EXIT } from './prebuilt/exit-codes.mjs';

/*
 * How a command ended, as data. The pipeline and the servers return these; only the printers
 * (cli-messages.ts) put them into words, and only `exitCode` below turns them into an exit code.
 * A thrown error is a bug in Kiln.
 */

/** Why a command would not start (nothing was read or written), by reason code. */
export type Refusal =
  /** `--out` is not Kiln's to replace (guard-out-dir.ts says why). */
  | { reason: 'out-dir'; refusal: OutDirRefusal }
  /** Another build holds `<out>.lock` and did not let go in time. */
  | { reason: 'busy'; out: string; lock: string; pid: number | undefined }
  /** `serve --no-build` of a folder with no finished build in it. */
  | { reason: 'not-built'; out: string }
  /** `flag`: the option that chose the port, when it was checked before listening. */
  | { reason: 'port-taken'; port: number; forbidden: boolean; flag?: string }
  | { reason: 'port-twice'; flag: string; other: string; port: number };

export interface Built {
  outcome: 'built';
  routes: number;
  bytes: number;
  ms: number;
  outDir: string;
  /** The catalogue it was built from, as given: the line counting placeholders names it. */
  catalogDir: string;
  /** What is worth fixing but built all the same (a photo smaller than its place). */
  warnings: Problem[];
  /** No `urls.site`: the pages have no canonical link or share pictures (a warning of its own). */
  noSiteUrl: boolean;
  /** The time `--now` (KILN_NOW) set: a build for trying dates, not for publishing. */
  travelled?: string;
}

export interface Invalid {
  outcome: 'invalid';
  problems: Problem[];
  warnings: Problem[];
}

export interface Refused {
  outcome: 'refused';
  refusal: Refusal;
}

export type BuildOutcome = Built | Invalid | Refused;

export const refused = (refusal: Refusal): Refused => ({ outcome: 'refused', refusal });

/**
 * A refusal found deep in a call chain that cannot return it: a port taken between the check
 * and the listen (listen.ts). The command's runner turns it back into its outcome.
 */
export class RefusedError extends Error {
  override name = 'RefusedError';
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

/** The exit code of an outcome (EXIT, prebuilt/exit-codes.mjs). */
export const exitCode = (outcome: BuildOutcome): number =>
  outcome.outcome === 'built' ? EXIT.ok : outcome.outcome === 'invalid' ? EXIT.invalid : EXIT.usage;
