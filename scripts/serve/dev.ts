import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { cliMessages } from '../cli-messages.ts';
import { formatProblem } from '../validate/problem.ts';
import { validateCatalog } from '../validate/validate-catalog.ts';
import { createDevSession, type DevSession } from './dev-session.ts';
import { buildForServe, localUrls, serve, type ServeOptions } from './serve.ts';

/**
 * `kiln dev`: serve, and on any change under catalog/, site/, hub/ or scripts/ build again and
 * tell open pages to reload. It always starts: while the catalogue is invalid every page shows
 * the problems over the last good build (or over a placeholder when there is none yet), and the
 * pages reload to the real site once a save fixes them.
 */
export async function dev(o: ServeOptions): Promise<void> {
  const session = createDevSession();
  if (await catalogueIsValid(o, session)) await buildForServe(o);
  await serve({ ...o, build: false, dev: session.hooks });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let building = false;
  let again = false;
  const rebuild = async () => {
    if (building) return void (again = true);
    building = true;
    try {
      if (await catalogueIsValid(o, session)) await buildInChild(o, session);
    } finally {
      building = false;
      if (again) {
        again = false;
        void rebuild();
      }
    }
  };
  for (const dir of [o.catalog, 'site', 'hub', 'scripts']) {
    try {
      watch(dir, { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(() => void rebuild(), 150);
      });
    } catch {
      // A folder that does not exist yet (hub/) has nothing to watch.
    }
  }
  console.log(cliMessages.watching);
}

/** Validates in this process (quick, and nothing to re-import: schemas and data are read afresh). */
async function catalogueIsValid(o: ServeOptions, session: DevSession): Promise<boolean> {
  const { problems } = await validateCatalog(o.catalog);
  if (problems.length === 0) return true;
  const lines = problems.map(formatProblem);
  for (const line of lines) console.error(line);
  session.fail(cliMessages.devProblems(problems.length), lines);
  return false;
}

let building: ChildProcess | undefined;

// Ctrl+C (or a kill) stops the server and the build it may be running, instead of orphaning it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    building?.kill('SIGTERM');
    // After the other listeners (an in-process build releases its lock on the same signal).
    setImmediate(() => process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1)));
  });
}

/** Builds in a fresh process, so edited source modules are really imported again. */
function buildInChild(o: ServeOptions, session: DevSession): Promise<void> {
  const urls = localUrls(o);
  const args = ['--import', 'tsx', 'scripts/kiln.ts', 'build', '--catalog', o.catalog, '--out', o.out,
    '--site-url', urls.siteUrl, '--hub-url', urls.hubUrl, '--api-base', urls.apiBase];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    // A dev server that stops takes its build with it (the build's lock and swap keep the output whole).
    const stop = () => child.kill('SIGTERM');
    process.once('exit', stop);
    building = child;
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk;
      process.stderr.write(chunk);
    });
    child.on('exit', (code) => {
      process.off('exit', stop);
      building = undefined;
      if (code === 0) session.ok();
      else session.fail(cliMessages.devBuildFailed, errors.split('\n').filter((l) => l.trim() !== ''));
      resolve();
    });
  });
}
