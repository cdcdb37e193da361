// @ts-check
// Plain JavaScript: the launcher (kiln.mjs) runs it with nothing but Node, before any bundle exists.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedBundle } from './cached-bundle.mjs';
import { cacheDirOf } from './content-key.mjs';

/** Where Kiln's package.json is: two folders up from this file's scripts/prebuilt/. */
export const PROJECT_DIR = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');

/** The CLI, and the process `kiln dev` builds in (scripts/serve/build-worker.ts). */
export const CLI_ENTRIES = { kiln: 'scripts/kiln.ts', 'build-worker': 'scripts/serve/build-worker.ts' };

/**
 * The CLI as one ES module (split into chunks, so `kiln validate` never loads React) with every
 * package but esbuild and sharp (native binaries, found at run time) bundled in. Node then loads
 * a few files instead of compiling ~400 TypeScript modules through tsx and importing lucide-react's
 * 1,600 icon files, and React is its production build.
 * @param {string} root
 * @returns {import('esbuild').BuildOptions}
 */
export const cliBundleOptions = (root) => ({
  entryPoints: CLI_ENTRIES,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Packages' ES module builds where they have one (jsonc-parser's UMD build requires files by computed names).
  mainFields: ['module', 'main'],
  jsx: 'automatic',
  external: ['esbuild', 'sharp'],
  define: {
    'process.env.NODE_ENV': '"production"',
    // scripts/project-dir.ts: the bundle does not live in scripts/, so it is told where the project is.
    KILN_PROJECT_DIR: JSON.stringify(root),
  },
  // Bundled CommonJS packages still require Node's own modules.
  banner: { js: "import { createRequire as __kilnCreateRequire } from 'node:module'; const require = __kilnCreateRequire(import.meta.url);" },
  logLevel: 'silent',
});

/**
 * The prebuilt CLI for the sources as they are now: found in the cache, or bundled (a couple of
 * seconds, once per change to the sources or the installed packages).
 * @param {{ root?: string, cacheDir?: string }} [o]
 */
export async function prebuiltCli({ root = PROJECT_DIR, cacheDir = cacheDirOf(root) } = {}) {
  const bundle = await cachedBundle({ root, cacheDir, name: 'cli', options: cliBundleOptions(root) });
  return { ...bundle, entry: join(bundle.dir, 'kiln.mjs'), buildWorker: join(bundle.dir, 'build-worker.mjs') };
}
