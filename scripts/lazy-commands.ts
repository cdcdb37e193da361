import type { KilnSource } from './init/kiln-source.ts';
import { join, resolve } from 'node:path';
import type { BuildOptions } from './build.ts';
import { cliMessages, printValidation } from './cli-messages.ts';
import type { BuildOutcome } from './outcome.ts';
import type { EditOptions } from './edit/edit-command.ts';
import type { ServeOptions } from './serve/serve.ts';
import type { InitOptions, InitOutcome } from './init/init-command.ts';

/*
 * Each command imports what it needs only when it runs: `kiln validate` never runs React, the
 * pages, DOMPurify or the bundler (from the sources it never loads them; the prebuilt CLI, one
 * script, holds their code but compiles and runs it only for a command that imports it). (Not in
 * kiln.ts itself: tsx misreads dynamic imports in a file that starts with a shebang.)
 */

/** `kiln build`'s flags as commander parses them. */
export interface BuildFlags {
  catalog: string;
  out: string;
  apiBase?: string;
  siteUrl?: string;
  hubUrl?: string;
  json?: boolean;
}

/** A build as the CLI runs it: saying so while it waits for another build writing the same folder. */
export async function runBuild(options: BuildOptions): Promise<BuildOutcome> {
  const { build } = await import('./build.ts');
  return build({ onWait: (pid) => console.error(cliMessages.waiting(resolve(options.outDir), pid)), ...options });
}

/** `kiln serve`: the outcome of its build when it stopped there; undefined once it serves. */
export async function runServe(options: ServeOptions): Promise<BuildOutcome | undefined> {
  const { serve } = await import('./serve/serve.ts');
  return serve(options);
}

/** `kiln edit`: a refusal when it cannot start; undefined once it serves. */
export async function runEdit(options: EditOptions): Promise<BuildOutcome | undefined> {
  const { edit } = await import('./edit/edit-command.ts');
  return edit(options);
}

/** `kiln migrate`: the catalogue moved to today's shape, then checked; true when it is valid. */
export async function runMigrate(catalog: string): Promise<boolean> {
  const { migrateCatalog } = await import('./migrate/migrate-catalog.ts');
  const { validateCatalog } = await import('./validate/validate-catalog.ts');
  const done = await migrateCatalog(catalog);
  if (done.outcome === 'unreadable') {
    console.error(cliMessages.notMigrated(catalog, done.file, done.reason));
    return false;
  }
  for (const { file, summary } of done.changed) console.log(cliMessages.migrated(catalog, file, summary));
  if (done.copies) console.log(cliMessages.migrationCopies(done.copies));
  if (!done.changed.length) console.log(cliMessages.nothingToMigrate(catalog));
  return printValidation(await validateCatalog(catalog), catalog);
}

/** `kiln dev`: a refusal when it cannot start; undefined once it serves. */
export async function runDev(options: ServeOptions): Promise<BuildOutcome | undefined> {
  const { dev } = await import('./dev/dev.ts');
  return dev(options);
}

/** Says why `kiln init` wrote nothing. */
function initRefused(done: Exclude<InitOutcome, { outcome: 'written' }>, dir: string): void {
  console.error(
    done.outcome === 'bad-number'
      ? cliMessages.initBadNumber(done.flag, done.value, done.example)
      : done.outcome === 'not-a-folder'
        ? cliMessages.initNotAFolder(dir)
        : cliMessages.initNotEmpty(dir),
  );
}

/** `kiln init DIR --yes`: a new café's folder written, then its catalogue checked; true when it is valid. */
export async function runInit(options: InitOptions): Promise<boolean> {
  const { initCafe } = await import('./init/init-command.ts');
  const { validateCatalog } = await import('./validate/validate-catalog.ts');
  const done = await initCafe(options);
  if (done.outcome !== 'written') {
    initRefused(done, options.dir);
    return false;
  }
  const valid = printValidation(await validateCatalog(done.catalog), done.catalog);
  if (done.kiln.local) console.log(cliMessages.kilnLocal(done.kiln.spec));
  console.log(cliMessages.initDone(options.dir));
  return valid;
}

/** `kiln init --hosting DIR`: the host files written into a café's folder, each one there kept; false without one. */
export async function runInitHosting(dir: string, kiln?: KilnSource): Promise<boolean> {
  const { existsSync } = await import('node:fs');
  if (!existsSync(join(dir, 'catalog', 'site.json'))) {
    console.error(cliMessages.hostNoCatalog(dir));
    return false;
  }
  const { writeHostFiles } = await import('./init/host-files.ts');
  const done = await writeHostFiles(dir, { ...(kiln && { kiln }) });
  for (const file of done.written) console.log(cliMessages.hostWritten(join(dir, file)));
  for (const file of done.kept) console.log(cliMessages.hostKept(join(dir, file)));
  for (const file of done.npxKept) console.log(cliMessages.npxKept(join(dir, file)));
  if (done.packageWithoutKiln) console.log(cliMessages.packageWithoutKiln(join(dir, 'package.json'), done.kiln.spec));
  if (done.kiln.local && (done.written.includes('package.json') || done.packageWithoutKiln))
    console.log(cliMessages.kilnLocal(done.kiln.spec));
  console.log(cliMessages.hostDone(dir));
  return true;
}

/**
 * `kiln init DIR` without --yes: the folder written as with --yes, then `kiln edit` on it, opened at
 * the setup's questions. Returns what stopped it (then printed by the caller), or undefined once it serves.
 */
export async function runInitSetup(
  options: InitOptions & Omit<EditOptions, 'catalog' | 'out'>,
): Promise<BuildOutcome | 'refused' | undefined> {
  const { initCafe } = await import('./init/init-command.ts');
  const done = await initCafe(options);
  if (done.outcome !== 'written') {
    initRefused(done, options.dir);
    return 'refused';
  }
  if (done.kiln.local) console.log(cliMessages.kilnLocal(done.kiln.spec));
  console.log(cliMessages.initSetup(options.dir));
  return runEdit({ ...options, catalog: done.catalog, out: join(options.dir, 'dist'), start: '/setup' });
}

/** `kiln publish`'s flags as commander parses them. */
export interface PublishFlags {
  catalog: string;
  zip?: string;
  json?: boolean;
}

/**
 * `kiln publish`: the catalogue committed and pushed to its repository's origin (or, with --zip, a
 * fresh build written as a zip). Prints the summary and where it went, or what stopped it, one line
 * each; returns the exit code.
 */
export async function runPublish({ catalog, zip, json }: PublishFlags): Promise<number> {
  const { EXIT } = await import('./prebuilt/exit-codes.mjs');
  const { publishMessages } = await import('./publish/publish-messages.ts');
  if (zip) {
    const { writeSiteZip } = await import('./publish/site-zip.ts');
    const done = await writeSiteZip({ catalogDir: catalog }, zip);
    if (done.outcome.outcome !== 'built') {
      const { printBuildOutcome } = await import('./cli-messages.ts');
      return printBuildOutcome(done.outcome, zip, { json });
    }
    if (json) console.log(JSON.stringify({ zip: resolve(zip), files: done.files }));
    else console.log(publishMessages.zipped(zip, done.files ?? 0));
    return EXIT.ok;
  }
  const { publishCatalogue } = await import('./publish/publish-catalogue.ts');
  const { findCatalogueRepo } = await import('./publish/catalogue-repo.ts');
  const { minimalEdits } = await import('./edit/minimal-edits.ts');
  const answer = await publishCatalogue(catalog, [], minimalEdits);
  const { body } = answer;
  if (json) console.log(JSON.stringify(body));
  else if ('published' in body) {
    const repo = await findCatalogueRepo(catalog);
    const where = 'unavailable' in repo ? { remote: 'origin', branch: '' } : repo;
    console.log(
      body.published ? publishMessages.published(body.summary, where.remote, where.branch) : publishMessages.nothing,
    );
    for (const note of answer.notes ?? []) console.log(note);
  } else if ('invalid' in body) {
    console.error(body.message);
    for (const p of body.problems) console.error(`${p.file}:${p.line}:${p.column} ${p.message}`);
  } else if ('conflicts' in body) {
    console.error(body.message);
    for (const c of body.conflicts)
      console.error(`${c.label} (${c.file} ${c.pointer}): yours ${c.mine}, the remote's ${c.theirs}`);
    console.error(publishMessages.cliConflicts);
  } else console.error(body.message);
  // A problem to fix or a value to choose is the catalogue's (1); nowhere to publish, or a refusal, is not (2).
  if (answer.status === 200) return EXIT.ok;
  return 'invalid' in body || 'conflicts' in body ? EXIT.invalid : EXIT.usage;
}
