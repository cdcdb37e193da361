import { watch } from 'node:fs';
import { cliMessages, problemLines } from '../cli-messages.ts';
import { refused, type BuildOutcome } from '../outcome.ts';
import { createDevSession, type DevSession } from './dev-session.ts';
import { checkPortsFree } from '../http/listen.ts';
import { localUrls, servePorts, startServers, type ServeOptions } from './serve.ts';
import { warmBuilder, type DevOutcome, type WarmBuilder } from './warm-builder.ts';

/** How long a burst of file events (an editor's save is often several) settles before a build. */
const SETTLE_MS = 15;

/**
 * `kiln dev`: serve, and on any change under catalog/, site/, hub/ or scripts/ build again and
 * tell open pages to reload. It always starts: while the catalogue is invalid every page shows
 * the problems over the last good build (or over a placeholder when there is none yet), and the
 * pages reload to the real site once a save fixes them. Builds run in a warm worker process
 * (warm-builder.ts), replaced when the sources change. Returns what stopped it from starting (a
 * port it cannot have, an unsafe or busy `--out`), unprinted, or undefined once it serves.
 */
export async function dev(o: ServeOptions): Promise<BuildOutcome | undefined> {
  // Before the first build, which may take seconds: a taken port stops dev at once.
  const ports = await checkPortsFree(servePorts(o));
  if (ports) return refused(ports);
  const session = createDevSession({ editPort: o.editor?.port });
  const builder = warmBuilder();
  stopOnSignals(builder);
  const first = await builder.build(buildOptions(o));
  // An unsafe or busy --out: nothing was written, and dev stops as build would (exit 2).
  if (first.outcome === 'refused') {
    builder.stop();
    return first;
  }
  show(first, session);
  await startServers({ ...o, dev: session.hooks });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let building = false;
  let again = false;
  // Since the last build began, only catalogue files changed: the worker remakes what reads them.
  let catalogOnly = true;
  const rebuild = async () => {
    if (building) return void (again = true);
    building = true;
    const only = catalogOnly;
    catalogOnly = true;
    try {
      show(await builder.build(buildOptions(o), only), session);
    } finally {
      building = false;
      if (again) {
        again = false;
        void rebuild();
      }
    }
  };
  const onChange = (sources: boolean) => (_event: string, file: string | null) => {
    // Hidden in the catalogue (`kiln edit`'s .history, a save's temporary file): nothing a build reads.
    if (!sources && file?.startsWith('.')) return;
    if (sources) builder.sourcesChanged();
    // A schema, a picture, a folder: not a catalogue file's text (an event may not name its file).
    if (sources || !file || !/^[^/\\]+\.json$/.test(file)) catalogOnly = false;
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), SETTLE_MS);
  };
  for (const [dir, sources] of [
    [o.catalog, false],
    ['site', true],
    ['hub', true],
    ['scripts', true],
  ] as const) {
    try {
      watch(dir, { recursive: true }, onChange(sources));
    } catch {
      // A folder that does not exist yet (hub/) has nothing to watch.
    }
  }
  console.log(cliMessages.watching);
  return undefined;
}

/** Builds as `kiln serve` does: against the three local servers. */
const buildOptions = (o: ServeOptions) => ({ catalogDir: o.catalog, outDir: o.out, ...localUrls(o) });

/** Shows a build's outcome: the site, the catalogue's problems as `kiln validate` prints them, or what stopped it. */
function show(outcome: DevOutcome, session: DevSession): void {
  if (outcome.outcome === 'built') session.ok();
  else if (outcome.outcome === 'invalid') {
    const lines = problemLines(outcome.problems);
    for (const line of lines) console.error(line);
    session.fail(cliMessages.devProblems(outcome.problems.length), lines);
  } else if (outcome.outcome === 'refused') {
    const line = cliMessages.refusal(outcome.refusal);
    console.error(line);
    session.fail(cliMessages.devBuildFailed, [line]);
  } else {
    for (const line of outcome.lines) console.error(line);
    session.fail(cliMessages.devBuildFailed, outcome.lines);
  }
}

// Ctrl+C (or a kill) stops the server and the build it may be running, instead of orphaning it.
function stopOnSignals(builder: WarmBuilder): void {
  process.once('exit', () => builder.stop());
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      builder.stop();
      setImmediate(() => process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1)));
    });
  }
}
