#!/usr/bin/env node
// @ts-check
// `kiln`: what `npm run kiln`, `npm start` and the other npm scripts run. It runs the CLI
// (scripts/cli.ts) from a prebuilt bundle, made on the first run after any change to the sources
// and kept in node_modules/.cache/kiln/cli/, so a command starts in a few tens of milliseconds
// instead of compiling TypeScript on the fly; `build` and `validate` also keep V8's compiled code
// beside it, one cache each, as each compiles different parts of it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT } from './exit-codes.mjs';
import { READ_ONLY, sayReadOnly } from './cached-bundle.mjs';
import { prebuiltCli } from './cli-bundle.mjs';
import { cacheDirOf } from './content-key.mjs';
import { runCached } from './run-cached.mjs';

const projectDir = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');

let entry;
let codeCacheDir = '';
try {
  ({ entry, codeCacheDir } = await prebuiltCli());
} catch (error) {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? '';
  if (READ_ONLY.includes(code)) {
    // Slower, but it works: the sources through tsx, as before there was a bundle.
    sayReadOnly(cacheDirOf(projectDir), code);
    const { register } = await import('tsx/esm/api');
    // The root tsconfig.json is a solution file that compiles nothing: the options are the base's.
    register({ tsconfig: new URL('../../tsconfig.base.json', import.meta.url).pathname });
    await import('../cli.ts');
  } else {
    // A syntax error in a source file, say: esbuild names the file and line.
    console.error(`kiln: could not bundle the CLI from its sources:\n${/** @type {Error} */ (error).message}`);
    process.exit(EXIT.internal);
  }
}
if (entry) {
  const command = process.argv[2];
  const v8 = `kiln.${command}.v8`;
  // The install's own code cache (prepare-install.mjs) is read when the cache has none yet.
  if (command === 'build' || command === 'validate') runCached(entry, join(codeCacheDir, v8), join(dirname(entry), v8));
  else runCached(entry, undefined);
}
