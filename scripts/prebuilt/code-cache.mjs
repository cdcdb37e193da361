// @ts-check
// Plain JavaScript: the launcher (kiln.mjs) runs it with nothing but Node.
import { readFileSync } from 'node:fs';
import { Script } from 'node:vm';
import { writeToCacheSync } from './content-key.mjs';

/**
 * `code` compiled with V8's code cache in `cacheFile`: the bytecode of every function an earlier
 * process compiled, so this one compiles almost nothing of it. Without a cache, or when V8 rejects
 * it (another Node, other source, a damaged file), the process leaves a new one as it ends
 * (`beforeExit`), when it holds all that was used; with `onlyIfOk`, only if it ends without error,
 * as a run that stopped early compiled only part of what the next one needs.
 * @param {string} code
 * @param {string} filename
 * @param {string | undefined} cacheFile  undefined: no cache
 * A `seedFile` (the install's code cache) is read when `cacheFile` does not exist; a new cache is
 * still written to `cacheFile` only.
 * @param {{ onlyIfOk?: boolean, seedFile?: string }} [options]
 */
export function compileCached(code, filename, cacheFile, { onlyIfOk = false, seedFile } = {}) {
  const cachedData = cacheFile
    ? (readIfPresent(cacheFile) ?? (seedFile ? readIfPresent(seedFile) : undefined))
    : undefined;
  const script = new Script(code, { filename, cachedData });
  if (cacheFile && (!cachedData || script.cachedDataRejected)) {
    process.once('beforeExit', (exitCode) => {
      if (!onlyIfOk || exitCode === 0) writeToCacheSync(cacheFile, script.createCachedData());
    });
  }
  return script;
}

/** @param {string} file */
function readIfPresent(file) {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
