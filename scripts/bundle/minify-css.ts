import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CACHE_DIR, PROJECT_DIR } from '../project-dir.ts';
import { GUEST_BROWSERS } from './browser-options.ts';
import { writeToCacheSync } from '../files/write-to-cache.ts';

/** Change it when the minifying changes (its options, or an esbuild that minifies differently), so old results are not reused. */
const MINIFIER = `esbuild-css-1 ${GUEST_BROWSERS.join(',')}`;

/** Minified stylesheets by the hash of what went in. */
export const CSS_CACHE_FILE = join(CACHE_DIR, 'css.json');

type Esbuild = typeof import('esbuild');

/*
 * The global rules (the only ones minified: components' rules stay as goober wrote them, see
 * render/page-css.ts) are the same from build to build unless their source changes, and minifying is a
 * synchronous call into esbuild's service (a worker thread and a process of its own, a tenth of a
 * second to start). So each result is kept by the hash of its input, in memory and, for the next
 * process, in one file in the cache: a build whose styles did not change never starts esbuild.
 */
let cache: Map<string, string> | undefined;
/** The entries this process used: written back first, ahead of older ones, so the file keeps the current styles. */
const used = new Map<string, string>();
/** A few versions of the global rules: what a switch between branches needs. */
const KEEP = 8;
let missed = false;
let esbuild: Esbuild | undefined;

/** `css` minified by esbuild, from the cache when the same input was minified before. */
export function minifyCss(css: string, cacheFile = CSS_CACHE_FILE): string {
  cache ??= readCache(cacheFile);
  const key = createHash('sha256').update(MINIFIER).update('\0').update(css).digest('base64url').slice(0, 24);
  let minified = cache.get(key);
  if (minified === undefined) {
    // Loaded only now: a build that finds all its styles needs no esbuild for them.
    esbuild ??= createRequire(join(PROJECT_DIR, 'package.json'))('esbuild') as Esbuild;
    minified = esbuild.transformSync(css, { loader: 'css', minify: true, target: GUEST_BROWSERS }).code.trim();
    cache.set(key, minified);
    if (!missed) process.once('beforeExit', () => writeCache(cacheFile));
    missed = true;
  }
  used.set(key, minified);
  return minified;
}

function readCache(file: string): Map<string, string> {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
  } catch {
    return new Map();
  }
}

/** The entries this process used, then older ones, up to KEEP. */
function writeCache(file: string): void {
  const entries = [...used, ...[...(cache ?? [])].filter(([key]) => !used.has(key))].slice(0, KEEP);
  writeToCacheSync(file, JSON.stringify(Object.fromEntries(entries)));
}
