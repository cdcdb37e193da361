// @ts-check
// Plain JavaScript: the launcher (kiln.mjs) runs it with nothing but Node, before any bundle exists.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Where Kiln keeps what it can always make again (the prebuilt CLI, client bundles, compiled
 * schemas, share pictures): inside node_modules, so a fresh `npm install` starts it empty and
 * git never sees it. KILN_CACHE_DIR moves it (the benchmark measures a first run with it).
 * @param {string} projectDir
 */
export const cacheDirOf = (projectDir) =>
  process.env.KILN_CACHE_DIR ? resolve(process.env.KILN_CACHE_DIR) : join(projectDir, 'node_modules', '.cache', 'kiln');

/**
 * Where `npm install` leaves the code it made for Kiln (scripts/prebuilt/prepare-install.mjs): the
 * prebuilt CLI with V8's compiled code for it, the browser bundles and the schemas' validators.
 * Outside the cache, which a build may always start without; read, never written, by a command,
 * and used only where its content key matches the sources as they are, so it is never stale.
 * KILN_INSTALL_DIR moves it (tests point it at an empty folder to be a clone without it).
 * @param {string} projectDir
 */
export const installDirOf = (projectDir) =>
  process.env.KILN_INSTALL_DIR
    ? resolve(process.env.KILN_INSTALL_DIR)
    : join(projectDir, 'node_modules', '.kiln-install');

/**
 * The files that say which packages are installed: npm rewrites node_modules/.package-lock.json
 * on every install, so a key that hashes it changes when a dependency does (package-lock.json
 * stands in before the first install).
 * @param {string} projectDir
 * @returns {string[]}
 */
export function installedPackages(projectDir) {
  const installed = existsSync(join(projectDir, 'node_modules', '.package-lock.json'))
    ? 'node_modules/.package-lock.json'
    : 'package-lock.json';
  return ['package.json', installed].filter((file) => existsSync(join(projectDir, file)));
}

/**
 * A short hash of `extra` and of each file's path and bytes (paths relative to `root`), or
 * undefined when a file cannot be read (it was deleted: whatever was made from it is stale).
 * @param {string} root
 * @param {readonly string[]} files
 * @param {readonly string[]} [extra]
 * @param {(file: string) => Uint8Array | undefined} [bytesOf] the bytes to hash instead of reading the file again
 * @returns {string | undefined}
 */
export function contentKey(root, files, extra = [], bytesOf = () => undefined) {
  const hash = createHash('sha256');
  for (const text of extra) hash.update(text).update('\0');
  for (const file of files) {
    let bytes = bytesOf(file);
    if (!bytes) {
      try {
        bytes = readFileSync(join(root, file));
      } catch {
        return undefined;
      }
    }
    hash.update(file).update('\0').update(bytes).update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}

/**
 * @param {string} file
 * @returns {unknown} the parsed file, or undefined when it is missing or not JSON
 */
export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Whole or not at all: a reader never sees half a file, and two processes writing at once leave
 * one of their two complete versions. Throws as writeFileSync does, leaving no partial file.
 * @param {string} file
 * @param {string | Uint8Array} data
 */
export function writeWhole(file, data) {
  const partial = `${file}.${process.pid}.partial`;
  try {
    writeFileSync(partial, data);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * writeWhole into Kiln's cache, making its folder; never fails, as the cache only saves time (a
 * read-only or full disk keeps nothing, and this run made the file's content anyway).
 * @param {string} file
 * @param {string | Uint8Array} data
 */
export function writeToCacheSync(file, data) {
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeWhole(file, data);
  } catch {
    // Nothing kept: the next run makes it again.
  }
}

/**
 * writeWhole, as JSON.
 * @param {string} file
 * @param {unknown} data
 */
export const writeJsonAtomic = (file, data) => writeWhole(file, `${JSON.stringify(data, null, 2)}\n`);
