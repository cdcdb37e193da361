// @ts-check
// Plain JavaScript: the launcher (kiln.mjs) runs it with nothing but Node, before any bundle exists.
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedBundle } from './cached-bundle.mjs';
import { cacheDirOf } from './content-key.mjs';

/**
 * Where Kiln's package.json is, for the launcher: two folders up from this file's
 * scripts/prebuilt/. Not in the bundled CLI, which is elsewhere and says where (project-dir.ts).
 */
const launcherRoot = () => fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');

/** The CLI, the process `kiln dev` builds in (scripts/dev/build-worker.ts), and the thread drawings are sanitized in. */
export const CLI_ENTRIES = {
  kiln: 'scripts/cli.ts',
  'build-worker': 'scripts/dev/build-worker.ts',
  // A thread of its own (scripts/images/sanitize-in-thread.ts).
  'sanitize-worker': 'scripts/images/sanitize-worker.ts',
};

/**
 * The CLI as one CommonJS script per entry, with every package but esbuild, sharp and jsdom
 * (found at run time: nativePackages) bundled in. Node then reads one file instead of
 * compiling ~400 TypeScript modules through tsx and importing lucide-react's 1,600 icon files,
 * React is its production build, and, being a script rather than ES modules, it can run through
 * V8's code cache (run-cached.mjs), which ES modules cannot in Node 20. A command's `import()` of
 * its modules becomes a function run on first use, so `kiln validate` reads React's code but
 * never compiles or runs it.
 * @param {string} root
 * @returns {import('esbuild').BuildOptions}
 */
export const cliBundleOptions = (root) => ({
  entryPoints: CLI_ENTRIES,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // A script compiled by node:vm has no loader for import(): sharp and esbuild are required instead.
  supported: { 'dynamic-import': false },
  // Packages' ES module builds where they have one (jsonc-parser's UMD build requires files by computed names).
  mainFields: ['module', 'main'],
  jsx: 'automatic',
  define: {
    'process.env.NODE_ENV': '"production"',
    // scripts/project-dir.ts: the bundle does not live in scripts/, so it is told where the project is.
    KILN_PROJECT_DIR: JSON.stringify(root),
  },
  logLevel: 'silent',
  // Less source for V8 to read on every start (1.9 MB -> 1.4 MB, some 30 ms of a build here);
  // names stay, so a stack trace still says which function.
  minifyWhitespace: true,
  minifySyntax: true,
});

/**
 * Packages found at run time rather than bundled: those with native binaries, and jsdom, which
 * reads files of its own as it runs (and is loaded only to sanitize a new drawing).
 */
const NATIVE = ['esbuild', 'sharp', 'jsdom'];

/**
 * Leaves the native packages out of the bundle, required by their file in the project's
 * node_modules: the bundle may live outside the project (KILN_CACHE_DIR), where a bare name would
 * not be found. Their paths are fixed by the installed packages, which the key hashes.
 * @param {string} root
 * @returns {import('esbuild').Plugin}
 */
const nativePackages = (root) => ({
  name: 'kiln-native-packages',
  setup(build) {
    const require = createRequire(join(root, 'package.json'));
    build.onResolve({ filter: new RegExp(`^(${NATIVE.join('|')})$`) }, (args) => ({
      path: require.resolve(args.path),
      external: true,
    }));
  },
});

/**
 * React's server renderer without the streaming half nothing here uses: react-dom/server is both,
 * and renderToString and renderToStaticMarkup come from the "legacy" build alone. A third of the
 * build's code fewer for Node to read on every start.
 * @param {string} root
 * @returns {import('esbuild').Plugin}
 */
const stringRendererOnly = (root) => ({
  name: 'kiln-string-renderer-only',
  setup(build) {
    const legacy = join(root, 'node_modules', 'react-dom', 'cjs', 'react-dom-server-legacy.node.production.js');
    build.onResolve({ filter: /^react-dom\/server$/ }, () => ({ path: legacy }));
  },
});

/**
 * The prebuilt CLI for the sources as they are now: found in the cache, or bundled (a couple of
 * seconds, once per change to the sources or the installed packages).
 * @param {{ root?: string, cacheDir?: string }} [o]
 */
export async function prebuiltCli({ root = launcherRoot(), cacheDir = cacheDirOf(root) } = {}) {
  const bundle = await cachedBundle({
    root,
    cacheDir,
    name: 'cli',
    options: cliBundleOptions(root),
    plugins: [nativePackages(root), stringRendererOnly(root)],
    keyedBy: ['scripts/prebuilt/cli-bundle.mjs', 'scripts/prebuilt/content-key.mjs'],
    // Not kept, the CLI is not bundled at all: the launcher runs the sources (kiln.mjs).
    scratchIfReadOnly: false,
  });
  // V8's code for it is kept beside it in the cache; one the install made is read from its folder, never written there.
  const inCache = !relative(cacheDir, bundle.dir).startsWith('..');
  return {
    ...bundle,
    entry: join(bundle.dir, 'kiln.cjs'),
    buildWorker: join(bundle.dir, 'build-worker.cjs'),
    codeCacheDir: inCache ? bundle.dir : join(cacheDir, 'cli', bundle.key),
  };
}
