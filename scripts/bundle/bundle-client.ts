import type { Plugin } from 'esbuild';
import { basename, join, relative } from 'node:path';
import { cachedBundle, META, type CachedBundle } from '../prebuilt/cached-bundle.mjs';
import { CACHE_DIR, PROJECT_DIR } from '../project-dir.ts';
import { copyTree } from '../write/copy-tree.ts';

export interface ClientAssets {
  /** URL of the entry script every page loads (the site's boot script, the hub app). */
  boot: string;
  /** Chunks the boot script imports statically: fetched in parallel with it. */
  preload: string[];
  /** Every output file with its size and the modules in it, for the build summary, the benchmark and the tests. */
  files: { path: string; bytes: number; inputs: string[] }[];
}

/**
 * The browser entries Kiln bundles, by the name their script is given: the site's boot script,
 * the hub app, and the hub's data bridge (hub/bridge.ts, framed by the site's Dashboard view).
 */
export const ENTRIES = { site: 'site/client/boot.ts', hub: 'hub/main.tsx', bridge: 'hub/bridge.ts' } as const;

const scriptName = (entry: string) => (entry === ENTRIES.site ? 'boot' : (Object.entries(ENTRIES).find(([, path]) => path === entry)?.[0] ?? 'main'));

export interface ClientOptions {
  entry?: string;
  publicPath?: string;
}

/**
 * The modules that only name things, as enums esbuild writes in place, declared free of side
 * effects: else each, shared by the boot script and islands, would leave an empty chunk that every
 * page fetches (evanw/esbuild#1747).
 */
const NAMES_ONLY = new Set(['site/lib/dom-hooks.ts', 'site/lib/page-events.ts', 'site/islands/attributes.ts'].map((file) => join(PROJECT_DIR, file)));
const namesOnly: Plugin = {
  name: 'names-only',
  setup(build) {
    build.onResolve({ filter: /\/(dom-hooks|page-events|attributes)\.ts$/ }, ({ resolveDir, path }) => {
      const file = join(resolveDir, path);
      return NAMES_ONLY.has(file) ? { path: file, sideEffects: false } : undefined;
    });
  },
};

/** Which entry, and the address its files are served from. */
const withDefaults = ({ entry = ENTRIES.site, publicPath = '/assets' }: ClientOptions = {}) => ({ entry, publicPath });

/**
 * Bundles one browser entry and, through its dynamic imports, its lazily loaded chunks (for the
 * site: one per island), all minified and content-hashed (safe to cache forever). For the site,
 * React lands in a shared chunk that only islands import. The bundle is made once per content of
 * its sources (scripts/prebuilt/cached-bundle.mjs): a build whose browser code did not change
 * copies the previous bundle. It depends on no catalogue, so a build starts it before validating.
 */
export function prepareClient(options?: ClientOptions): Promise<CachedBundle> {
  const { entry, publicPath } = withDefaults(options);
  return cachedBundle({
    root: PROJECT_DIR,
    cacheDir: CACHE_DIR,
    name: `client-${scriptName(entry)}`,
    plugins: [namesOnly],
    keyedBy: ['scripts/bundle/bundle-client.ts'],
    options: {
      entryPoints: { [scriptName(entry)]: entry },
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
      jsx: 'automatic',
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      publicPath,
      define: { 'process.env.NODE_ENV': '"production"' },
      legalComments: 'none',
      logLevel: 'silent',
    },
  });
}

/**
 * What a prepared bundle's files are once in `outDir` (a site's or the hub's assets/), at once, and
 * their copying there, started: pages need only the addresses, so a build renders while the files
 * are copied and awaits `copied` before the site is complete.
 */
export function placeClient(bundle: CachedBundle, outDir: string, options?: ClientOptions): { assets: ClientAssets; copied: Promise<void> } {
  const { entry, publicPath } = withDefaults(options);
  const copied = copyTree(bundle.dir, outDir, (from) => basename(from) !== META);
  // Awaited by the caller; until then a failure must not go unhandled.
  copied.catch(() => undefined);
  const outputs = bundle.outputs();
  const url = (file: string) => `${publicPath}/${file}`;
  const mainFile = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === entry);
  if (!mainFile) throw new Error(`esbuild produced no script for ${entry}`);
  const assets = {
    boot: url(mainFile),
    preload: outputs[mainFile]!.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
    files: Object.entries(outputs).map(([file, o]) => ({ path: relative(PROJECT_DIR, join(outDir, file)), bytes: o.bytes, inputs: o.inputs })),
  };
  return { assets, copied };
}

/** Bundles one browser entry into `outDir`: prepareClient, then placeClient, copied. */
export async function bundleClient(outDir: string, options?: ClientOptions): Promise<ClientAssets> {
  const { assets, copied } = placeClient(await prepareClient(options), outDir, options);
  await copied;
  return assets;
}
