import { createHash } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { compileCached } from '../prebuilt/code-cache.mjs';
import { contentKey, installDirOf, installedPackages } from '../prebuilt/content-key.mjs';
import { CACHE_DIR, PROJECT_DIR } from '../project-dir.ts';
import { writeToCacheSync } from '../files/write-to-cache.ts';
import { ALL_FORMATS, FORMATS_NAME } from './formats.ts';
import { RECORD_REFERENCE, recordReference } from './references.ts';

/*
 * Compiling the 21 schemas is most of what `kiln validate` costs (ajv writes and evaluates a
 * validator per schema, some 0.3 s). So once a set of schemas has compiled without a problem,
 * ajv's standalone code for all of them is kept in the cache, keyed by everything that shapes it,
 * and every later run loads that instead, without loading ajv. Validation is the same code either
 * way, so problems, messages and pointers are the same.
 */

/** Validators by schema file name ("menu.schema.json"). */
export type CompiledSchemas = Record<string, ValidateFunction>;

/** The schemas' folder in the cache, and in what the install made (scripts/prebuilt/prepare-install.mjs). */
export const SCHEMA_CACHE_DIR = join(CACHE_DIR, 'schemas');
const SCHEMA_INSTALL_DIR = join(installDirOf(PROJECT_DIR), 'schemas');

/** What the compiled code depends on besides the schemas: ajv's version (the installed packages) and Kiln's ajv setup, options, keyword and formats. */
const SETUP = ['create-ajv.ts', 'formats.ts', 'references.ts', 'compiled-schemas.ts'].map(
  (file) => `scripts/validate/${file}`,
);

/** The cache key of these schema files (names and texts, sorted by name); undefined when Kiln's own files cannot be read. */
export const compiledKey = (files: readonly { name: string; text: string }[]): string | undefined =>
  contentKey(
    PROJECT_DIR,
    [...installedPackages(PROJECT_DIR), ...SETUP],
    files.flatMap(({ name, text }) => [name, text]),
  );

// A process that validates again (a `kiln dev` build worker) evaluates the code once.
const loaded = new Map<string, CompiledSchemas>();

/**
 * The validators cached under `key`, or undefined. A cache file that does not load is ignored (it
 * is made again). V8's code cache for them is kept beside it: compiling 2 MB of validators on
 * their first call costs more than running them, so a process that had to compile them leaves
 * the compiled code for the next.
 */
export async function loadCompiledSchemas(
  key: string,
  cacheDir = SCHEMA_CACHE_DIR,
  // A cache of the caller's own (a test's) stands alone.
  installDir = cacheDir === SCHEMA_CACHE_DIR ? SCHEMA_INSTALL_DIR : undefined,
): Promise<CompiledSchemas | undefined> {
  const own = join(cacheDir, `${key}.js`);
  const known = loaded.get(own);
  if (known) return known;
  // The cache's, else those the install compiled (read there, their code cache kept in the cache).
  let file = own;
  let code = await readFile(own, 'utf8').catch(() => undefined);
  if (code === undefined && installDir && installDir !== cacheDir) {
    file = join(installDir, `${key}.js`);
    code = await readFile(file, 'utf8').catch(() => undefined);
  }
  if (code === undefined) return undefined;
  code = checkedCode(code, file);
  if (code === undefined) return undefined;
  try {
    // Its code cache is written as the process ends, when every validator it used has been compiled.
    const script = compileCached(
      `(function (require, exports, ${FORMATS_NAME}, ${RECORD_REFERENCE}) {${code}\n})`,
      file,
      `${own}.v8`,
      {
        seedFile: `${file}.v8`,
      },
    );
    const exports: CompiledSchemas = {};
    // ajv's runtime helpers (deep equality, string length, URI parsing), from the project's node_modules wherever this module runs.
    const require = createRequire(join(PROJECT_DIR, 'package.json'));
    (script.runInThisContext() as (...args: unknown[]) => void)(require, exports, ALL_FORMATS, recordReference);
    loaded.set(own, exports);
    return exports;
  } catch {
    return undefined;
  }
}

/** The first line of a saved set: a hash of the code below it, as it was made. */
const SUM_MARK = '// kiln-sha256 ';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The code of a saved set, when it is as it was made; else undefined, said in one line (an
 * emptied or cut file would load as no validators at all, and every schema seem missing): the
 * schemas are then compiled again.
 */
function checkedCode(saved: string, file: string): string | undefined {
  const newline = saved.indexOf('\n');
  const code = saved.slice(newline + 1);
  if (newline > 0 && saved.startsWith(SUM_MARK) && saved.slice(SUM_MARK.length, newline) === sha256(code)) return code;
  console.error(
    `kiln: ${file} does not hold what was made there (emptied, cut short or changed): compiling the schemas again`,
  );
  return undefined;
}

/** How many sets of schemas the cache keeps (each some 4 MB with its code cache): the newest, written last. */
const KEEP = 4;

/** Keeps standalone code (create-ajv.ts standaloneSchemas) for the next run, and drops the oldest sets. Never fails: the cache only saves time. */
export function saveCompiledSchemas(key: string, code: string, cacheDir = SCHEMA_CACHE_DIR): void {
  try {
    writeToCacheSync(join(cacheDir, `${key}.js`), `${SUM_MARK}${sha256(code)}\n${code}`);
    const sets = readdirSync(cacheDir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ f, at: statSync(join(cacheDir, f)).mtimeMs }));
    for (const { f } of sets.sort((a, b) => b.at - a.at).slice(KEEP))
      for (const file of [f, `${f}.v8`]) rmSync(join(cacheDir, file), { force: true });
  } catch {
    // A read-only disk, or another process pruning the same files.
  }
}
