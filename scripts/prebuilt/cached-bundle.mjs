// @ts-check
// Plain JavaScript: the launcher (kiln.mjs) runs it with nothing but Node, before any bundle exists.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve, sep } from 'node:path';
import { contentKey, installDirOf, installedPackages, readJson, writeJsonAtomic } from './content-key.mjs';

/**
 * @typedef {{ entryPoint?: string, bytes: number, inputs: string[], imports: { path: string, kind: string }[] }} BundleOutput
 *   One file of a bundle: paths relative to the bundle's folder, except `inputs` (relative to the project).
 * @typedef {{ dir: string, key: string, bundled: boolean, outputs: () => Record<string, BundleOutput> }} CachedBundle
 *   `bundled`: made by this call rather than found in the cache; `outputs()` reads the bundle's
 *   description (META), which a caller that only runs the bundle never needs.
 * @typedef {{ root: string, cacheDir: string, installDir?: string, name: string, options: import('esbuild').BuildOptions, plugins?: import('esbuild').Plugin[], keyedBy?: string[], keep?: number, scratchIfReadOnly?: boolean }} CachedBundleOptions
 *   `plugins` are added to esbuild's options (which must be JSON, as the key hashes them); `keyedBy`:
 *   more files (from `root`) whose change makes a new bundle, such as the code that sets the options;
 *   `installDir`: where the install left bundles (content-key.mjs installDirOf), looked in after the cache;
 *   `scratchIfReadOnly`: when the cache cannot be written, bundle into a temporary folder (else throw, for the caller to fall back).
 */

/** The bundle's description, written beside its files; not one of them. */
export const META = 'kiln-bundle.json';

/**
 * A hash of the bundle's files as they were made, written before META: a bundle whose files no
 * longer match it (emptied, cut short, edited) is never run, but made again.
 */
const SUM = 'kiln-bundle.sum';

/**
 * Whether a file of a bundle's folder (its name) is one of the bundle's own: not its description,
 * its hash, V8's compiled code kept beside the CLI's bundle (run-cached.mjs) or a file half written.
 * @param {string} name
 */
export const isBundleFile = (name) =>
  name !== META && name !== SUM && !name.endsWith('.v8') && !name.endsWith('.partial');

/**
 * The hash of the files in `dir` (META, SUM and compiled code aside), by their paths and bytes.
 * @param {string} dir
 */
function sumOf(dir) {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((file) => isBundleFile(basename(file)))
    .sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dir, file)))
      .update('\0');
  return hash.digest('hex');
}

/**
 * Whether the bundle in `dir` is as it was made.
 * @param {string} dir
 */
function matchesSum(dir) {
  try {
    return readFileSync(join(dir, SUM), 'utf8').trim() === sumOf(dir);
  } catch {
    return false;
  }
}

/**
 * matchesSum, saying in one line why not when it does not.
 * @param {string} dir
 */
function intact(dir) {
  const ok = matchesSum(dir);
  if (!ok)
    console.error(
      `kiln: ${dir} does not hold what was made there (a file was emptied, cut short or changed): made again from the sources`,
    );
  return ok;
}

/**
 * An esbuild bundle, made once per content: kept in `cacheDir/name/<key>/`, where the key hashes
 * the options, the installed packages and every project file the bundle was made from (esbuild's
 * own list of them, saved in `cacheDir/name.json`). Checking costs a look at those files (their
 * stamps, or their bytes when one was saved since) and no esbuild; a change to any of them, or to
 * what they import, makes a new bundle.
 *
 * The files are hashed as esbuild read them (a plugin hands it their bytes), not read again
 * afterwards, so a save made while bundling cannot pass off the old bundle as the new content.
 * @param {CachedBundleOptions} o
 * @returns {Promise<CachedBundle>}
 */
export async function cachedBundle({
  root,
  cacheDir,
  installDir = installDirOf(root),
  name,
  options,
  plugins = [],
  keyedBy = [],
  keep = 5,
  scratchIfReadOnly = true,
}) {
  const extra = [JSON.stringify(options)];
  // This file too, where the project has it: how it bundles is part of what the bundle is.
  const own = [...installedPackages(root), ...(existsSync(join(root, SELF)) ? [SELF] : []), ...keyedBy];
  // The cache first (it holds what this clone made since), then what the install made.
  const found =
    findBundle(root, cacheDir, name, own, extra) ??
    (installDir === cacheDir ? undefined : findBundle(root, installDir, name, own, extra, { readOnly: true }));
  if (found) return found;
  try {
    return await bundle({
      root,
      home: join(cacheDir, name),
      manifestFile: join(cacheDir, `${name}.json`),
      options,
      plugins,
      own,
      extra,
      keep,
    });
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? '';
    if (!scratchIfReadOnly || !READ_ONLY.includes(code)) throw error;
    // A cache that cannot be written (a read-only install): made in a folder of this process's own, gone when it ends.
    const scratch = mkdtempSync(join(tmpdir(), `kiln-${name}-`));
    process.once('exit', () => rmSync(scratch, { recursive: true, force: true }));
    sayReadOnly(cacheDir, code);
    return bundle({
      root,
      home: join(scratch, name),
      manifestFile: join(scratch, `${name}.json`),
      options,
      plugins,
      own,
      extra,
      keep,
    });
  }
}

/** Errors that say a folder cannot be written here (a read-only install), not that the sources are wrong. */
export const READ_ONLY = ['EACCES', 'EPERM', 'EROFS'];

const SAID = Symbol.for('kiln.readOnlySaid');

/**
 * Says once per process, in one line, that the cache cannot be written, so what is normally kept
 * there (the prebuilt CLI, the browser bundles) is made for this run only, from the sources.
 * @param {string} cacheDir
 * @param {string} code
 */
export function sayReadOnly(cacheDir, code) {
  const flags = /** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (globalThis));
  if (flags[SAID]) return;
  flags[SAID] = true;
  console.error(
    `kiln: cannot write Kiln's cache ${cacheDir} (${code}): running from the sources, more slowly, and keeping nothing`,
  );
}

/**
 * The bundle `name` in `dir` (a cache, or the install's folder) if its key is that of the files as
 * they are now. A read-only folder (the install's) is only read: its manifest's stamp is not
 * brought up to date, and its bundle not marked as used.
 * @param {string} root
 * @param {string} dir
 * @param {string} name
 * @param {string[]} own
 * @param {string[]} extra
 * @param {{ readOnly?: boolean }} [o]
 * @returns {CachedBundle | undefined}
 */
function findBundle(root, dir, name, own, extra, { readOnly = false } = {}) {
  const manifestFile = join(dir, `${name}.json`);
  const manifest = /** @type {{ inputs?: unknown, stamp?: unknown, key?: unknown } | undefined} */ (
    readJson(manifestFile)
  );
  if (!Array.isArray(manifest?.inputs)) return undefined;
  const files = [...own, ...manifest.inputs];
  // Taken before the files are read, so a save in between shows as a change next time.
  const { stamp, settled } = stampOf(root, files, extra);
  const stamped = manifest.stamp === stamp && typeof manifest.key === 'string';
  const key = stamped ? /** @type {string} */ (manifest.key) : contentKey(root, files, extra);
  const bundleDir = key && join(dir, name, key);
  // The description is written last, so a bundle that has one is complete; its files are checked against what was made.
  if (!key || !bundleDir || !existsSync(join(bundleDir, META)) || !intact(bundleDir)) return undefined;
  if (!readOnly) {
    if (!stamped && settled) writeJsonAtomic(manifestFile, { inputs: manifest.inputs, key, stamp });
    touch(bundleDir);
  }
  return { dir: bundleDir, key, bundled: false, outputs: () => readMeta(bundleDir) };
}

/**
 * The files' sizes and modification times (and the options): while none was saved since the
 * content was last hashed, the manifest's key stands without reading them again, as git's index
 * does; any other stamp has the content hashed. Not `settled` while a file was saved in the last
 * two seconds: on a disk that keeps times to the second, another save that soon, of the same size,
 * would leave the stamp as it was, so such a stamp is not recorded (git's "racy" files).
 * @param {string} root
 * @param {readonly string[]} files
 * @param {readonly string[]} extra
 */
function stampOf(root, files, extra) {
  const recent = Date.now() - 2000;
  let settled = true;
  const stamps = files.map((file) => {
    try {
      const s = statSync(join(root, file));
      if (s.mtimeMs > recent) settled = false;
      return `${file}:${s.size}:${s.mtimeMs}`;
    } catch {
      return `${file}:-`;
    }
  });
  return {
    stamp: createHash('sha256')
      .update([...extra, ...stamps].join('\0'))
      .digest('hex')
      .slice(0, 24),
    settled,
  };
}

/** This module, from the project's folder. */
const SELF = 'scripts/prebuilt/cached-bundle.mjs';

/**
 * @param {{ root: string, home: string, manifestFile: string, options: import('esbuild').BuildOptions, plugins: import('esbuild').Plugin[], own: string[], extra: string[], keep: number }} o
 * @returns {Promise<CachedBundle>}
 */
async function bundle({ root, home, manifestFile, options, plugins, own, extra, keep }) {
  const { build } = await import('esbuild');
  /** @type {Map<string, Uint8Array>} */
  const read = new Map();
  const partial = join(home, `.partial-${process.pid}-${Date.now()}`);
  // Made here rather than by esbuild: a cache that cannot be written says so with its error's code (EACCES), which the launcher falls back on.
  mkdirSync(partial, { recursive: true });
  try {
    const result = await build({
      ...options,
      absWorkingDir: root,
      outdir: partial,
      metafile: true,
      write: true,
      plugins: [...plugins, hashWhatIsRead(root, read)],
    });
    dropInertImports(root, result.metafile);
    const inputs = Object.keys(result.metafile.inputs)
      .filter((file) => !file.split(/[\\/]/).includes('node_modules'))
      .sort();
    const key = contentKey(root, [...own, ...inputs], extra, (file) => read.get(file));
    if (!key) throw new Error(`a file of the ${relative(root, home)} bundle vanished while it was made`);
    /** @type {Record<string, BundleOutput>} */
    const outputs = {};
    const inOut = (/** @type {string} */ path) => relative(partial, resolve(root, path)).split(sep).join('/');
    for (const [path, output] of Object.entries(result.metafile.outputs)) {
      outputs[inOut(path)] = {
        ...(output.entryPoint ? { entryPoint: output.entryPoint } : {}),
        bytes: output.bytes,
        inputs: Object.keys(output.inputs),
        imports: output.imports.filter((i) => !i.external).map((i) => ({ path: inOut(i.path), kind: i.kind })),
      };
    }
    writeFileSync(join(partial, SUM), sumOf(partial));
    writeFileSync(join(partial, META), `${JSON.stringify(outputs, null, 2)}\n`);
    const dir = join(home, key);
    // One with no description is what a killed bundler left, one whose files changed is damaged: not a bundle.
    if (existsSync(dir) && (!existsSync(join(dir, META)) || !matchesSum(dir)))
      rmSync(dir, { recursive: true, force: true });
    try {
      renameSync(partial, dir);
    } catch {
      // Another process made the same bundle first: theirs is as good.
      rmSync(partial, { recursive: true, force: true });
    }
    writeJsonAtomic(manifestFile, { inputs });
    prune(home, keep);
    return { dir, key, bundled: true, outputs: () => outputs };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * esbuild has a chunk import a chunk of its own helpers, or an empty one, for evaluation order even
 * where it uses nothing from it (`import"/assets/chunks/chunk-….js";`). Such a chunk has no inputs
 * and does nothing when it runs: the bare import only makes the browser fetch it before the script
 * may start (some 450 bytes before a guest's first tap, on every page). Takes those imports out of
 * the code and of the metafile; a chunk that uses a helper imports it by name, and keeps that.
 * @param {string} root
 * @param {import('esbuild').Metafile} metafile
 */
function dropInertImports(root, metafile) {
  const inert = Object.entries(metafile.outputs)
    .filter(([, output]) => Object.keys(output.inputs).length === 0)
    .map(([path]) => path);
  if (inert.length === 0) return;
  for (const [path, output] of Object.entries(metafile.outputs)) {
    const bare = output.imports.filter((i) => i.kind === 'import-statement' && inert.includes(i.path));
    if (bare.length === 0) continue;
    const file = resolve(root, path);
    let code = readFileSync(file, 'utf8');
    for (const i of bare) {
      const statement = new RegExp(`import"[^"]*/${basename(i.path).replace(/[.$]/g, '\\$&')}";`, 'g');
      if (!statement.test(code)) continue;
      code = code.replace(statement, '');
      output.imports = output.imports.filter((j) => j !== i);
    }
    writeFileSync(file, code);
    output.bytes = Buffer.byteLength(code);
  }
}

/**
 * Loads the project's own source files (not packages) for esbuild, keeping their bytes for the key.
 * @param {string} root
 * @param {Map<string, Uint8Array>} read
 * @returns {import('esbuild').Plugin}
 */
function hashWhatIsRead(root, read) {
  /** @type {Record<string, import('esbuild').Loader>} */
  const loaders = { ts: 'ts', mts: 'ts', tsx: 'tsx', js: 'js', mjs: 'js', jsx: 'jsx', json: 'json' };
  return {
    name: 'kiln-hash-what-is-read',
    setup(build) {
      build.onLoad({ filter: /\.(m?ts|tsx|m?js|jsx|json)$/ }, (args) => {
        const file = relative(root, args.path).split(sep).join('/');
        if (args.namespace !== 'file' || file.split('/').includes('node_modules')) return undefined;
        const contents = readFileSync(args.path);
        read.set(file, contents);
        return { contents, loader: loaders[/** @type {string} */ (args.path.split('.').pop())] };
      });
    },
  };
}

/**
 * @param {string} dir
 * @returns {Record<string, BundleOutput>}
 */
function readMeta(dir) {
  const meta = readJson(join(dir, META));
  if (!meta || typeof meta !== 'object')
    throw new Error(`${join(dir, META)} is not a bundle description: delete ${dir}`);
  return /** @type {Record<string, BundleOutput>} */ (meta);
}

/** @param {string} dir marks a bundle as just used, so pruning keeps it */
function touch(dir) {
  const now = new Date();
  try {
    utimesSync(dir, now, now);
  } catch {
    // Read-only: pruning may take it sooner, nothing worse.
  }
}

/**
 * Keeps the `keep` most recently used bundles and any used in the last quarter of an hour (a
 * `kiln dev` running one may still start a build worker from it), and removes leftovers of bundling that was
 * killed an hour ago or more.
 * @param {string} home
 * @param {number} keep
 */
function prune(home, keep) {
  const now = Date.now();
  const entries = readdirSync(home, { withFileTypes: true }).filter((e) => e.isDirectory());
  const used = entries.map((e) => ({ name: e.name, at: statSync(join(home, e.name)).mtimeMs }));
  const done = used.filter((e) => !e.name.startsWith('.partial-')).sort((a, b) => b.at - a.at);
  const old = done.slice(keep).filter((e) => e.at < now - 15 * 60_000);
  const stale = used.filter((e) => e.name.startsWith('.partial-') && e.at < now - 60 * 60_000);
  for (const { name } of [...old, ...stale]) rmSync(join(home, name), { recursive: true, force: true });
}
