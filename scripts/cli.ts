#!/usr/bin/env -S node --import tsx
import { join } from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { givenKiln, type KilnSource } from './init/kiln-source.ts';
import { cliMessages, printBuildOutcome, printValidation } from './cli-messages.ts';
import { EXIT } from './prebuilt/exit-codes.mjs';
import { validateCatalog } from './validate/validate-catalog.ts';
import { refused, RefusedError, type BuildOutcome } from './outcome.ts';
import { nowOption, passNowOn } from './now-option.ts';

import { PLACE_KINDS, type PlaceKind } from '../site/core/catalog/site.ts';
import {
  runBuild,
  runDev,
  runEdit,
  runInit,
  runInitHosting,
  runInitSetup,
  runMigrate,
  runPublish,
  runServe,
  type BuildFlags,
  type PublishFlags,
} from './lazy-commands.ts';

const port = (value: string) => {
  const n = Number(value);
  // Not 0 ("any free port"): the pages are built with the servers' addresses in them.
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new InvalidArgumentError(cliMessages.notAPort);
  return n;
};
const url = (value: string) => {
  // The pages link to it and fetch from it: only a web address will do (not javascript:, not ftp:).
  const parsed = URL.canParse(value) ? new URL(value) : undefined;
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:')
    throw new InvalidArgumentError(cliMessages.notAnUrl);
  return parsed.href.replace(/\/$/, '');
};

const kilnSourceArg = (value: string) => {
  const source = givenKiln(value);
  if (!source) throw new InvalidArgumentError(cliMessages.notAKilnSource);
  return source;
};

const program = new Command('kiln')
  .description('Builds the studio website from its JSON catalogue.')
  .showHelpAfterError(cliMessages.helpHint)
  .exitOverride();

const catalogOption = () => new Option('--catalog <dir>', 'catalogue folder').default('catalog');

program
  .command('validate')
  .description('check the catalogue against its schemas and cross-file rules')
  .addOption(catalogOption())
  .option('--json', 'print the problems as a JSON array')
  .action(async (opts: { catalog: string; json?: boolean }) => {
    // Warnings (a photo smaller than its place) are printed too, and never fail validation.
    const valid = printValidation(await validateCatalog(opts.catalog), opts.catalog, { json: opts.json });
    process.exitCode = valid ? EXIT.ok : EXIT.invalid;
  });

program
  .command('migrate')
  .description("move an older catalogue to today's shape, in place, keeping a copy of each file it changes")
  .addOption(catalogOption())
  .action(async (opts: { catalog: string }) => {
    process.exitCode = (await runMigrate(opts.catalog)) ? EXIT.ok : EXIT.invalid;
  });

/** `kiln init`'s flags as commander parses them. */
interface InitFlags {
  kind: PlaceKind;
  name?: string;
  tagline?: string;
  phone?: string;
  whatsapp?: string;
  yes?: boolean;
  hosting?: boolean;
  kiln?: KilnSource;
  port: number;
  hubPort: number;
  apiPort: number;
  editPort: number;
  host: string;
}

program
  .command('init')
  .description("write a new café's folder: its catalogue from a starter, with placeholders to replace")
  .argument('<dir>', "the new folder (it must not exist, or be empty); with --hosting, a café's folder")
  .addOption(new Option('--kind <kind>', 'what kind of place it is').choices(PLACE_KINDS).default('cafe'))
  .option('--name <name>', "the café's name")
  .option('--tagline <text>', 'one line about it')
  .option('--phone <number>', 'the phone number guests call, e.g. "+91 98450 12345"')
  .option('--whatsapp <number>', 'the WhatsApp number with its country code (the phone number by default)')
  .option('--yes', 'take the flags as the answers, without the setup in the browser')
  .option('--hosting', "only write the files a host builds from into an existing café's folder, keeping any there")
  .option(
    '--kiln <source>',
    "where the folder's package.json installs Kiln from: a git address or a folder (default: this Kiln's origin at its commit, else its folder)",
    kilnSourceArg,
  )
  .option('--port <n>', 'site port, for the setup', port, 4173)
  .option('--hub-port <n>', 'hub port, for the setup', port, 4174)
  .option('--api-port <n>', 'commerce emulator port, for the setup', port, 4175)
  .option('--edit-port <n>', "the setup's port", port, 4176)
  .option('--host <h>', 'address the setup listens on; any but 127.0.0.1 needs the printed token', '127.0.0.1')
  .action(async (dir: string, { yes, hosting, kiln, kind, name, tagline, phone, whatsapp, ...servers }: InitFlags) => {
    if (hosting) {
      process.exitCode = (await runInitHosting(dir, kiln)) ? EXIT.ok : EXIT.invalid;
      return;
    }
    const answers = { dir, kind, name, tagline, phone, whatsapp, kiln };
    if (yes) {
      process.exitCode = (await runInit(answers)) ? EXIT.ok : EXIT.invalid;
      return;
    }
    const outcome = await runInitSetup({ ...answers, ...servers });
    if (outcome === 'refused') process.exitCode = EXIT.invalid;
    else stopped(outcome, join(dir, 'dist'));
  });

program
  .command('build')
  .description('validate, then prerender the site and bundle its islands into --out')
  .addOption(catalogOption())
  .option('--out <dir>', 'output folder', 'dist')
  .option('--api-base <url>', 'commerce API base URL (overrides catalog/site.json)', url)
  .option('--site-url <url>', 'public site origin (overrides catalog/site.json)', url)
  .option('--hub-url <url>', 'business hub origin, where Dashboard leads (overrides catalog/site.json)', url)
  .addOption(nowOption())
  .option('--json', 'print the outcome as JSON')
  .action(async ({ json, ...opts }: BuildFlags) => {
    const outcome = await runBuild({ catalogDir: opts.catalog, outDir: opts.out, ...opts });
    process.exitCode = printBuildOutcome(outcome, opts.out, { json });
  });

program
  .command('publish')
  .description("commit the catalogue's changes and push them to its git repository's origin, or --zip a fresh build")
  .addOption(catalogOption())
  .option('--zip <file>', 'instead: write a fresh build of the site as a zip, for a host you upload to')
  .option('--json', 'print the outcome as JSON')
  .action(async (opts: PublishFlags) => {
    process.exitCode = await runPublish(opts);
  });

/** The options `serve` and `dev` share: where to read, where to write, which ports. */
const serverCommand = (name: string, description: string) =>
  program
    .command(name)
    .description(description)
    .addOption(catalogOption())
    .option('--out <dir>', 'output folder', 'dist')
    .option('--port <n>', 'site port', port, 4173)
    .option('--hub-port <n>', 'hub port', port, 4174)
    .option('--api-port <n>', 'commerce emulator port', port, 4175)
    .option('--api-base <url>', 'use this commerce API instead of starting the emulator', url)
    .addOption(nowOption());

/**
 * What stopped `serve` or `dev` before it served, printed. A refusal exits at once, even if other
 * servers or dev's builder are already running; an invalid catalogue ends `serve` once it is said.
 */
function stopped(outcome: BuildOutcome | undefined, out: string): void {
  if (!outcome) return;
  const code = printBuildOutcome(outcome, out);
  // Exit once stderr has taken the line.
  if (outcome.outcome === 'refused') process.stderr.write('', () => process.exit(code));
  else process.exitCode = code;
}

serverCommand('serve', 'build (unless --no-build) and serve the site, the hub and the commerce emulator')
  .option('--no-build', 'serve the existing --out without building')
  .action(async (opts) => stopped(await runServe(opts), opts.out));

serverCommand('dev', 'serve, rebuilding and reloading the page on catalogue or source changes').action(async (opts) =>
  stopped(await runDev(opts), opts.out),
);

serverCommand('edit', "dev, with a browser editor of the catalogue's files beside the site it previews")
  .option('--edit-port <n>', 'editor port', port, 4176)
  .option(
    '--host <h>',
    'address the editor (and the site, for its preview) listens on; any but 127.0.0.1 needs the printed token',
    '127.0.0.1',
  )
  .action(async (opts) => stopped(await runEdit(opts), opts.out));

passNowOn(program);

// Not a top-level await: the prebuilt CLI is a CommonJS script (scripts/prebuilt/cli-bundle.mjs).
program.parseAsync().catch((error: unknown) => {
  if (error instanceof CommanderError) {
    // Help and version are not errors; anything else commander rejects is a usage error.
    process.exitCode =
      error.code.startsWith('commander.help') || error.code === 'commander.version' ? EXIT.ok : EXIT.usage;
  } else if (error instanceof RefusedError) {
    // A port lost to another program between the check and the listen.
    stopped(refused(error.refusal), '');
  } else {
    console.error(cliMessages.internal(error));
    process.exitCode = EXIT.internal;
  }
});
