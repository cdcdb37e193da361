// @ts-check
// Plain JavaScript: the launcher (kiln.mjs) runs it with nothing but Node.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { compileCached } from './code-cache.mjs';

/**
 * Runs a CommonJS script (the prebuilt CLI) as Node would, but through V8's code cache in
 * `cacheFile` (a cold `kiln build` spent some 0.1 s compiling React, the pages and the rest,
 * function by function, as it first called them). Kept only from a run that ended without error.
 * @param {string} file
 * @param {string | undefined} cacheFile  undefined: run without one
 * @param {string} [seedFile]  read instead while `cacheFile` does not exist
 */
export function runCached(file, cacheFile, seedFile) {
  const source = readFileSync(file, 'utf8');
  // Node's own module wrapper; a "#!" line becomes a comment.
  const code = `(function (exports, require, module, __filename, __dirname) {${source.replace(/^#!/, '//')}\n})`;
  const script = compileCached(code, file, cacheFile, { onlyIfOk: true, seedFile });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
}
