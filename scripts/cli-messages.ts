import { exitCode, type BuildOutcome, type Refusal } from './outcome.ts';
import type { OutDirReason, OutDirRefusal } from './write/guard-out-dir.ts';
import { formatProblem, type Problem } from '../site/core/problems/problem.ts';
import type { ValidationResult } from './validate/validate-catalog.ts';

/** What a build made with --now is, wherever it is said. */
const TRIAL = 'a build for trying dates, not for publishing; every page asks search engines to leave it out';

const CHOOSE_ANOTHER = 'choose an empty folder or a previous build output such as dist';
const DELETE_OR_CHOOSE = 'delete the folder yourself if nothing in it is yours, or choose another folder';

/** Why the system would not let Kiln create a file or folder, by its error code. */
const CANNOT: Record<string, string> = {
  EACCES: 'this user may not write there',
  EPERM: 'this user may not write there',
  EROFS: 'that disk is read-only',
  ENOSPC: 'that disk is full',
  ENAMETOOLONG: 'the path is too long',
  // /proc, or a link to a folder that is not there.
  ENOENT: 'the folder it would be in does not exist or cannot hold files',
  ENOTDIR: 'part of the path is not a folder',
};

/** Why each unsafe `--out` is refused, and what to do instead. */
const REFUSALS: Record<OutDirReason, (related: string, code: string) => [why: string, todo: string]> = {
  project: () => ['it is the project folder', CHOOSE_ANOTHER],
  'holds-project': (dir) => [`it holds the project folder ${dir}`, CHOOSE_ANOTHER],
  catalogue: () => ['it is the catalogue folder', CHOOSE_ANOTHER],
  'inside-catalogue': (dir) => [`it is inside the catalogue folder ${dir}`, CHOOSE_ANOTHER],
  'holds-catalogue': (dir) => [`it holds the catalogue folder ${dir}`, CHOOSE_ANOTHER],
  source: () => ["it is one of Kiln's source folders", CHOOSE_ANOTHER],
  'inside-source': (dir) => [`it is inside Kiln's source folder ${dir}`, CHOOSE_ANOTHER],
  symlink: () => ['it is a symbolic link', 'give the folder it points to instead'],
  'not-a-folder': () => ['it is a file, not a folder', CHOOSE_ANOTHER],
  'inside-a-file': (file) => [`it would be inside ${file}, which is a file, not a folder`, CHOOSE_ANOTHER],
  'foreign-files': (paths) => [
    `Kiln did not write ${paths} in it, and a build replaces the folder as a whole`,
    'move them out first (or delete them yourself), or choose another folder',
  ],
  'marker-unreadable': (marker) => [
    `its ${marker} is not one Kiln can read, so Kiln cannot tell which files in it are its own`,
    DELETE_OR_CHOOSE,
  ],
  'marker-unlisted': (marker) => [
    `its ${marker} does not list the files Kiln wrote (an older Kiln's does not), so Kiln cannot tell which files in it are its own`,
    DELETE_OR_CHOOSE,
  ],
  'name-too-long': (max) => [
    'its name is too long for the working folders Kiln keeps beside it (named like it, with a few characters more)',
    `choose a name of at most ${max} characters`,
  ],
  'cannot-create': (path, code) => [
    `Kiln cannot create ${path} (${CANNOT[code] ?? `the system does not allow it: ${code}`})`,
    'choose a folder this user can write to',
  ],
  'not-kiln-output': (marker) => [
    `it is not empty and has no ${marker}, so Kiln did not build it`,
    'choose an empty folder, or delete this one yourself if it is an old build',
  ],
};

/**
 * The lines the kiln CLI prints, in one place, so `build`, `serve` and `dev` say the same thing for
 * the same outcome. Only the printers (below, kiln.ts and serve/) use them: the pipeline and the
 * servers return data (outcome.ts).
 */
export const cliMessages = {
  valid: (catalog: string) => `${catalog}: the catalogue is valid.`,
  /** `kiln migrate`: a file moved to today's shape, and where its copy is. */
  migrated: (catalog: string, file: string, summary: string) => `${catalog}/${file}: ${summary}.`,
  migrationCopies: (copies: string) => `A copy of each file as it was is in ${copies}/.`,
  /** `kiln init`: a folder with something in it is never written into. */
  initNotEmpty: (dir: string) => `kiln init: ${dir} is not empty; choose a new folder, or an empty one.`,
  initNotAFolder: (dir: string) => `kiln init: ${dir} is a file, not a folder; choose a new folder, or an empty one.`,
  initBadNumber: (flag: string, value: string, example: string) =>
    `kiln init: ${flag} "${value}" is not a number Kiln can use; write it with its country code, e.g. "${example}". Nothing was written.`,
  /** `kiln init` without --yes: the folder is written, and the setup opens in the editor. */
  initSetup: (dir: string) =>
    `${dir}: your new site's folder is ready. Answer the questions in your browser; each answer is saved at once, and you can stop at any time (Ctrl+C) and go on later in ${dir} with: npm install (once), then npm run edit (its README says more).`,
  initDone: (dir: string) =>
    `${dir}: your new site's folder is ready. Replace the placeholders listed above; then, in ${dir}: npm install (once), then npm run dev (its README says more).`,
  /** A new café's package.json names a Kiln on this computer, which no host can fetch. */
  kilnLocal: (spec: string) =>
    `note: package.json installs Kiln from this computer (${spec}); a host cannot fetch that, so before connecting one, change its devDependencies.kiln to Kiln's git address at a pushed commit (git+https://…/kiln.git#commit).`,
  /** `kiln init --hosting` kept a package.json that does not name Kiln, which the hosts' `npm run build` needs. */
  packageWithoutKiln: (file: string, spec: string) =>
    `note: ${file} names no kiln among its dependencies, and the hosts run "npm run build": add "kiln": "${spec}" to its devDependencies, and "build": "kiln build --catalog catalog --out dist" to its scripts.`,
  /** A host file an older kiln init wrote, kept, that still runs `npx kiln`. */
  npxKept: (file: string) =>
    `note: ${file} still builds with "npx kiln", which fetches the npm registry's "kiln", another project: delete it and run kiln init --hosting again for one that installs Kiln from package.json.`,
  /** `kiln init --hosting`: the host files, each written or kept, one line each. */
  hostWritten: (file: string) => `wrote ${file}`,
  hostKept: (file: string) => `kept ${file} as it was: it is there already.`,
  hostDone: (dir: string) =>
    `${dir}: ready for a host to build on every push and every night; each file's first lines say how to connect its host.`,
  hostNoCatalog: (dir: string) =>
    `kiln init --hosting: ${dir} has no catalog/site.json; run it on a café's folder (one kiln init wrote). Nothing was written.`,
  /** A build's placeholders (kiln init's), counted in one line. */
  placeholdersLeft: (count: number, files: number, catalog: string) =>
    `warning: ${count} placeholder${count === 1 ? '' : 's'} left in ${files} file${files === 1 ? '' : 's'}: the site is not all yours yet; "npm run kiln -- validate --catalog ${catalog}" lists each, and so does the editor's launch kit.`,
  nothingToMigrate: (catalog: string) => `${catalog}: already in today's shape, nothing to change.`,
  notMigrated: (catalog: string, file: string, reason: string) =>
    `${catalog}/${file}: not migrated: ${reason}; fix it (kiln validate says where) and run kiln migrate again. Nothing was changed.`,
  built: (
    { routes, bytes, ms, travelled }: { routes: number; bytes: number; ms: number; travelled?: string },
    out: string,
  ) =>
    `Built ${routes} routes + 404 into ${out}/ (${(bytes / 1024).toFixed(0)} KiB) in ${(ms / 1000).toFixed(1)} s${travelled ? `, as of ${travelled} (--now): ${TRIAL}` : ''}.`,
  notATime: 'expected a day as YYYY-MM-DD, or a date and time such as 2025-10-08T21:30 or 2025-10-08T16:00:00Z',
  badNowVariable: (value: string) =>
    `kiln: KILN_NOW is "${value}", not a day or time; give a day as YYYY-MM-DD (or a date and time such as 2025-10-08T21:30), or unset it to build as of now.`,
  servingTrial: (out: string, now: string) => `kiln serve: warning: ${out} was built as of ${now} (--now): ${TRIAL}.`,
  /** A build with no site URL: it still builds, once warned. */
  noSiteUrl:
    'kiln build: warning: no site URL (urls.site in site.json, or --site-url), so the pages have no canonical link, og:url or share picture and there is no sitemap.xml; add one before you deploy.',
  stopped: (problems: number, out: string) =>
    `Build stopped: ${problems} problem${problems === 1 ? '' : 's'} in the catalogue; ${out}/ was left as it was.`,
  refused: ({ out, reason, related = '', code = '' }: OutDirRefusal) => {
    const [why, todo] = REFUSALS[reason](related, code);
    return `kiln build: refusing --out ${out}: ${why}; ${todo}.`;
  },
  notBuilt: (out: string) =>
    `kiln serve: nothing has been built in ${out} yet; run kiln serve without --no-build (or kiln build) first.`,
  builtForOtherApi: (out: string, built: string, served: string) =>
    `kiln serve: warning: ${out} was built for the commerce API at ${built}, not ${served}, so its shop calls that one; to try the shop here, run kiln serve without --no-build.`,
  waiting: (out: string, pid: number | undefined) =>
    `kiln build: waiting for another build writing ${out}${pid ? ` (process ${pid})` : ''}…`,
  busy: (out: string, lock: string, pid: number | undefined) =>
    `kiln build: another build is writing ${out}${pid ? ` (process ${pid})` : ''}; try again when it has finished, or delete ${lock} if no build is running.`,
  /** The one line a command that would not start prints (exit 2). */
  refusal: (r: Refusal): string => {
    switch (r.reason) {
      case 'out-dir':
        return cliMessages.refused(r.refusal);
      case 'busy':
        return cliMessages.busy(r.out, r.lock, r.pid);
      case 'not-built':
        return cliMessages.notBuilt(r.out);
      case 'port-taken':
        return cliMessages.portTaken(r.port, r.forbidden, r.flag);
      case 'port-twice':
        return cliMessages.portTwice(r.flag, r.other, r.port);
    }
  },
  /** `hub` undefined: the catalogue has no hub.json, so no hub was built and none is served. */
  serving: ({ site, hub, api, emulator }: { site: string; hub?: string; api: string; emulator: boolean }) =>
    [
      `Site  ${site}`,
      ...(hub ? [`Hub   ${hub}`] : []),
      `API   ${api}${emulator ? ' (local commerce emulator)' : ''}`,
      'Press Ctrl+C to stop.',
    ].join('\n'),
  watching: 'Watching for changes…',
  /** `kiln edit`, once its server listens. */
  editor: (url: string) => `Editor: ${url} (open it in your browser)`,
  /** `kiln edit --host`: its address on each network of this machine, each with the token every request needs. */
  editorOnNetwork: (urls: readonly string[]) =>
    [
      ...urls.map((url) => `Editor: ${url} (open it on a phone or computer on the same network)`),
      'Anyone who has this address can change the catalogue: share it only with staff, and stop kiln edit (Ctrl+C) when you are done.',
    ].join('\n'),
  portTaken: (port: number, forbidden: boolean, flag = '--port, --hub-port or --api-port') =>
    forbidden
      ? `kiln: cannot listen on port ${port}: this user may not use it; choose one above 1023 with ${flag}.`
      : `kiln: port ${port} is already in use (another kiln serve or dev?); stop that, or choose a free one with ${flag}.`,
  portTwice: (flag: string, other: string, port: number) =>
    `kiln: ${flag} and ${other} are both ${port}; each server needs a port of its own.`,
  /** Usage errors: commander prints "error: option '--port <n>' argument '…' is invalid." and then these. */
  notAPort: 'must be a port number (1-65535).',
  notAnUrl: 'must be a web address starting with http:// or https://, e.g. https://example.com.',
  notAKilnSource:
    'must be a git address (git+https://…/kiln.git#commit, github:owner/kiln) or a folder (../kiln): a bare name or version would be the npm registry\'s "kiln", another project.',
  helpHint: '(run "npm run kiln -- --help" for usage)',
  /** The heading of `kiln dev`'s overlay while the catalogue is invalid. */
  devProblems: (n: number) => `The catalogue has ${n} problem${n === 1 ? '' : 's'}`,
  devBuildFailed: 'The build failed',
  /** Closes a list cut at SHOWN_PROBLEMS: how many problems and warnings were left out, and where they all are. */
  moreProblems: (problems: number, warnings: number) => {
    const more = (n: number, what: string) => (n ? [`${n} more ${what}${n === 1 ? '' : 's'}`] : []);
    return `… and ${[...more(problems, 'problem'), ...more(warnings, 'warning')].join(' and ')} (run "npm run kiln -- validate --json" to list them all)`;
  },
  internal: (error: unknown) =>
    `Internal error (a bug in kiln, not in your catalogue): ${(error as Error).stack ?? error}`,
};

/**
 * The most problems and warnings printed, or shown in `kiln dev`'s overlay. A slip repeated across a
 * big catalogue (every price typed "₹320") makes thousands: the first ones say what it is, and
 * `kiln validate --json` keeps every one.
 */
export const SHOWN_PROBLEMS = 200;

/**
 * `findings` as `kiln validate` prints them, one a line, in their order: at most SHOWN_PROBLEMS, then
 * one line counting the rest. Problems are shown before warnings, so that thousands of warnings in
 * one file never hide the problem in another that stops the build.
 */
export function problemLines(findings: readonly Problem[]): string[] {
  const shown = new Set(
    [...findings.filter((p) => !p.warning), ...findings.filter((p) => p.warning)].slice(0, SHOWN_PROBLEMS),
  );
  const lines = findings.filter((p) => shown.has(p)).map(formatProblem);
  const rest = findings.filter((p) => !shown.has(p));
  const warnings = rest.filter((p) => p.warning).length;
  if (rest.length) lines.push(cliMessages.moreProblems(rest.length - warnings, warnings));
  return lines;
}

/**
 * Prints what `kiln validate` found: every problem and warning on its own line, in catalogue
 * order (with --json, one array, warnings marked `"warning": true`), or that the catalogue is
 * valid. Returns whether it is: warnings never make it invalid.
 */
export function printValidation(
  { problems, warnings }: Pick<ValidationResult, 'problems' | 'warnings'>,
  catalog: string,
  { json = false } = {},
): boolean {
  const all = [...problems, ...warnings].sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column,
  );
  if (json) console.log(JSON.stringify(all, null, 2));
  else for (const line of problemLines(all)) console.error(line);
  if (!json && problems.length === 0) console.log(cliMessages.valid(catalog));
  return problems.length === 0;
}

/**
 * Prints a build's outcome: its warnings and the closing line, its problems and why it stopped, or
 * why it would not start. With `json`, the outcome itself as JSON on stdout (problems and warnings
 * as `validate --json` prints them, a refusal with its reason code and its line). Returns the exit code.
 */
export function printBuildOutcome(outcome: BuildOutcome, out: string, { json = false } = {}): number {
  if (json) {
    const printed =
      outcome.outcome === 'refused' ? { ...outcome, message: cliMessages.refusal(outcome.refusal) } : outcome;
    console.log(JSON.stringify(printed, null, 2));
  } else if (outcome.outcome === 'built') {
    // A new café's placeholders are many and expected: one line counts them, `kiln validate` lists each.
    const placeholders = outcome.warnings.filter((p) => p.leading);
    for (const line of problemLines(outcome.warnings.filter((p) => !p.leading))) console.error(line);
    if (placeholders.length)
      console.error(
        cliMessages.placeholdersLeft(
          placeholders.length,
          new Set(placeholders.map((p) => p.file)).size,
          outcome.catalogDir,
        ),
      );
    if (outcome.noSiteUrl) console.error(cliMessages.noSiteUrl);
    console.log(cliMessages.built(outcome, out));
  } else if (outcome.outcome === 'invalid') {
    for (const line of problemLines(outcome.problems)) console.error(line);
    console.error(cliMessages.stopped(outcome.problems.length, out));
  } else {
    console.error(cliMessages.refusal(outcome.refusal));
  }
  return exitCode(outcome);
}
