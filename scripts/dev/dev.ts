import { watch } from 'node:fs';
import { cliMessages, problemLines } from '../cli-messages.ts';
import { refused, type BuildOutcome } from '../outcome.ts';
import { catalogSnapshot } from './catalog-snapshot.ts';
import { createDevSession, type DevSession } from './dev-session.ts';
import { checkPortsFree } from '../http/listen.ts';
import { localUrls, servePorts, startServers, type ServeOptions } from '../serve/serve.ts';
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
  const started = await startDev(o);
  return 'outcome' in started ? started : undefined;
}

/** What `kiln edit`'s server tells the dev loop it runs in. */
export interface DevLoop {
  /**
   * The editor wrote catalogue files (a save, a restore) or a picture (an upload): build now. The
   * watcher would see it too, but this does not depend on what the system's events name.
   */
  catalogWritten(what?: { pictures?: boolean }): void;
}

/** `kiln dev`, and the loop a server in the same process tells of its writes; or what stopped it from starting. */
export async function startDev(o: ServeOptions): Promise<DevLoop | BuildOutcome> {
  // Before the first build, which may take seconds: a taken port stops dev at once.
  const ports = await checkPortsFree(servePorts(o));
  if (ports) return refused(ports);
  const session = createDevSession({ editPort: o.editor?.port });
  const builder = warmBuilder();
  stopOnSignals(builder);
  // Taken before the first build, so a save made while it runs is seen after it.
  const snapshot = catalogSnapshot(o.catalog);
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
  // What changed since the last build began: only catalogue texts (the worker remakes what reads them), or more.
  let dirty: 'none' | 'texts' | 'all' = 'none';
  const mark = (change: 'none' | 'texts' | 'all') => {
    if (change === 'all' || (change === 'texts' && dirty === 'none')) dirty = change;
  };
  // The catalogue folder's own files, looked at rather than trusted to the events' names.
  const look = () => {
    const change = snapshot.changes();
    mark(change === 'other' ? 'all' : change);
  };
  const rebuild = async () => {
    if (building) return void (again = true);
    if (dirty === 'none') return;
    building = true;
    const only = dirty === 'texts';
    dirty = 'none';
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
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      look();
      void rebuild();
    }, SETTLE_MS);
  };
  const onSources = () => {
    builder.sourcesChanged();
    mark('all');
    settle();
  };
  const onCatalog = (_event: string, file: string | null) => {
    const [top, ...below] = file?.split(/[/\\]/) ?? [];
    // In a folder: a picture, a schema (all but .history and other hidden folders, which no build reads).
    if (below.length) {
      if (top!.startsWith('.')) return;
      mark('all');
    }
    // No name: the folder itself; anything may have changed.
    if (!file) mark('all');
    settle();
  };
  for (const [dir, onChange, recursive] of [
    // Node's recursive watch on Linux loses a file once it is renamed over (its inode is gone), so
    // the catalogue's own files are also watched through their folder, which reports every change in it.
    [o.catalog, onCatalog, false],
    [o.catalog, onCatalog, true],
    ['site', onSources, true],
    ['hub', onSources, true],
    ['scripts', onSources, true],
  ] as const) {
    try {
      watch(dir, { recursive }, onChange);
    } catch {
      // A folder that does not exist yet (hub/) has nothing to watch.
    }
  }
  console.log(cliMessages.watching);
  return {
    catalogWritten({ pictures = false } = {}) {
      look();
      mark(pictures ? 'all' : 'texts');
      void rebuild();
    },
  };
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
