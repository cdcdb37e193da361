// @ts-check
// Plain JavaScript: the launcher (kiln.mjs) runs it with nothing but Node.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';
import { writeWhole } from './content-key.mjs';

/**
 * Runs a CommonJS script (the prebuilt CLI) as Node would, but through V8's code cache in
 * `cacheFile`: the bytecode of every function an earlier run of the same command compiled, so
 * this one compiles almost nothing (a cold `kiln build` spent some 0.1 s compiling React, the
 * pages and the rest, function by function, as it first called them). The cache is written as a
 * process that had none ends without error, when it holds all the command used; V8 rejects one
 * made by another Node or for other source, and it is made again.
 * @param {string} file
 * @param {string | undefined} cacheFile  undefined: run without one
 */
export function runCached(file, cacheFile) {
  const source = readFileSync(file, 'utf8');
  const cachedData = cacheFile ? readIfPresent(cacheFile) : undefined;
  // Node's own module wrapper; a "#!" line becomes a comment.
  const code = `(function (exports, require, module, __filename, __dirname) {${source.replace(/^#!/, '//')}\n})`;
  const script = new Script(code, { filename: file, cachedData });
  if (cacheFile && (!cachedData || script.cachedDataRejected)) {
    process.once('beforeExit', (exitCode) => void (exitCode === 0 && writeQuietly(cacheFile, script.createCachedData())));
  }
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
}

/** @param {string} file */
function readIfPresent(file) {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Never failing: the cache only saves time (a read-only disk keeps none).
 * @param {string} file
 * @param {Uint8Array} bytes
 */
function writeQuietly(file, bytes) {
  try {
    writeWhole(file, bytes);
  } catch {
    // Read-only or full: the next run compiles again.
  }
}
