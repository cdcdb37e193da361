import type { BuildOptions, Plugin } from 'esbuild';
import { statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { cachedBundle, isBundleFile, type BundleOutput, type CachedBundle } from '../prebuilt/cached-bundle.mjs';
import { CACHE_DIR, PROJECT_DIR } from '../project-dir.ts';
import { copyTree } from '../write/copy-tree.ts';
import { BROWSER_BUNDLE } from './browser-options.ts';
import { scriptedStylesheet } from './scripted-stylesheet.ts';
import { idlePrefetchTable } from './idle-prefetch-table.ts';
import { ISLAND_FILES } from '../../site/islands/island-files.ts';

export interface ClientAssets {
  /** URL of the entry script every page loads (the site's boot script, the hub app). */
  boot: string;
  /** The stylesheet of what only scripts draw, which the entry script turns on (bundle/scripted-stylesheet.ts). */
  stylesheet: string;
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

const scriptName = (entry: string) =>
  entry === ENTRIES.site ? 'boot' : (Object.entries(ENTRIES).find(([, path]) => path === entry)?.[0] ?? 'main');

export interface ClientOptions {
  entry?: string;
  publicPath?: string;
}

/**
 * The modules that only name things, as enums esbuild writes in place, declared free of side
 * effects: else each, shared by the boot script and islands, would leave an empty chunk that every
 * page fetches (evanw/esbuild#1747).
 */
const NAMES_ONLY = new Set(
  ['site/lib/dom-hooks.ts', 'site/core/lib/page-events.ts', 'site/islands/attributes.ts'].map((file) =>
    join(PROJECT_DIR, file),
  ),
);
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

/** esbuild's options for the browser, but for the entries and how they are split. */
const browserOptions = (publicPath: string): BuildOptions & { define: Record<string, string> } => ({
  ...BROWSER_BUNDLE,
  format: 'esm',
  jsx: 'automatic',
  publicPath,
});

/**
 * A prepared bundle. The site's comes in two stages (see prepareWhole): of the split one, the
 * files the whole one loads lazily (`loads`, paths in its folder) are placed beside it.
 */
export type ClientBundle = CachedBundle & { split?: { bundle: CachedBundle; loads: string[] } };

/**
 * Bundles one browser entry and, through its dynamic imports, its lazily loaded chunks (for the
 * site: one per island), all minified and content-hashed (safe to cache forever). For the site,
 * React lands in a shared chunk that only islands import. The bundle is made once per content of
 * its sources (scripts/prebuilt/cached-bundle.mjs): a build whose browser code did not change
 * copies the previous bundle. It depends on no catalogue, so a build starts it before validating.
 */
export async function prepareClient(options?: ClientOptions): Promise<ClientBundle> {
  const { entry, publicPath } = withDefaults(options);
  const split = await cachedBundle({
    root: PROJECT_DIR,
    cacheDir: CACHE_DIR,
    name: `client-${scriptName(entry)}`,
    plugins: [namesOnly],
    keyedBy: ['scripts/bundle/bundle-client.ts', 'scripts/bundle/browser-options.ts'],
    options: {
      ...browserOptions(publicPath),
      entryPoints: { [scriptName(entry)]: entry },
      splitting: true,
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
    },
  });
  return entry === ENTRIES.site ? prepareWhole(split, publicPath) : split;
}

/**
 * The browser modules that share state with the islands (the cart's store, which tells the
 * header's count of a change the drawer makes, or a listed product's Add to Cart): they stay in the
 * split bundle, so one copy runs.
 */
const SHARED_WITH_ISLANDS = new Set(['site/client/init-cart-sync.ts', 'site/client/arm-controls.ts']);

/**
 * The site's second stage. Split, the boot script and each plain-DOM module it loads lazily
 * (client/arm-extras.ts) would share their modules in chunks of a few hundred bytes each, a request
 * and a gzip header apiece before a guest's first tap, and a chunk shared with an island carries
 * all the island uses of it. So the boot script and those modules, having no state to share, are
 * bundled again whole, one file each: what they import lazily (islands, React, the cart's code,
 * each other) is addressed by its file, from the split stage or from this one. This stage is
 * named by the split one's key, which hashes every source the two read.
 */
async function prepareWhole(split: CachedBundle, publicPath: string): Promise<ClientBundle> {
  const splitOutputs = split.outputs();
  const version = split.key.slice(0, 8);
  const whole = new Map<string, string>([[ENTRIES.site, `boot-${version}`]]);
  for (const o of Object.values(splitOutputs)) {
    const module = o.entryPoint;
    if (module && /^site\/client\/[^/]+\.ts$/.test(module) && !SHARED_WITH_ISLANDS.has(module) && !whole.has(module)) {
      whole.set(module, `chunks/${basename(module, '.ts')}-${version}`);
    }
  }
  const loads = new Map(
    Object.entries(splitOutputs).flatMap(([file, o]) =>
      o.entryPoint && !whole.has(o.entryPoint) ? [[o.entryPoint, file]] : [],
    ),
  );
  const address = new Map([...loads].map(([module, file]) => [module, `${publicPath}/${file}`]));
  for (const [module, out] of whole) address.set(module, `${publicPath}/${out}.js`);
  const addressed: Plugin = {
    name: 'addressed-lazy-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, ({ kind, path, resolveDir }) => {
        if (kind !== 'dynamic-import') return undefined;
        const module = relative(PROJECT_DIR, join(resolveDir, path)).split(sep).join('/');
        const url = address.get(module);
        if (!url) throw new Error(`${module}, imported lazily, is not in the split bundle`);
        return { path: url, external: true };
      });
    },
  };
  const bundle = await cachedBundle({
    root: PROJECT_DIR,
    cacheDir: CACHE_DIR,
    name: 'client-boot-whole',
    plugins: [namesOnly, addressed],
    keyedBy: ['scripts/bundle/bundle-client.ts', 'scripts/bundle/browser-options.ts'],
    options: {
      ...browserOptions(publicPath),
      // The addresses are part of what is made: in the options, so they are part of its key.
      // KILN_IDLE_PREFETCH: what client/prefetch-likely-taps.ts fetches for a page's likely first taps.
      define: {
        ...browserOptions(publicPath).define,
        KILN_LAZY_ADDRESSES: JSON.stringify(JSON.stringify([...address])),
        // A string, parsed where it is used: esbuild would make an object a module of its own, which no file holds.
        KILN_IDLE_PREFETCH: JSON.stringify(JSON.stringify(idlePrefetchTable(splitOutputs, ISLAND_FILES, publicPath))),
      },
      entryPoints: [...whole].map(([module, out]) => ({ in: module, out })),
      splitting: false,
    },
  });
  return { ...bundle, split: { bundle: split, loads: [...loads.values()] } };
}

/**
 * What a prepared bundle's files are once in `outDir` (a site's or the hub's assets/), at once, and
 * their copying there, started: pages need only the addresses, so a build renders while the files
 * are copied and awaits `copied` before the site is complete. Of the site's split stage, only what
 * the whole one still loads is copied.
 */
export function placeClient(
  bundle: ClientBundle,
  outDir: string,
  options?: ClientOptions,
): { assets: ClientAssets; copied: Promise<void> } {
  const { entry, publicPath } = withDefaults(options);
  const outputs = clientOutputs(bundle);
  const copies = [copyTree(bundle.dir, outDir, (from) => isBundleFile(basename(from)))];
  if (bundle.split) {
    const { dir } = bundle.split.bundle;
    copies.push(
      copyTree(
        dir,
        outDir,
        (from) =>
          isBundleFile(basename(from)) &&
          (statSync(from).isDirectory() || !!outputs[relative(dir, from).split(sep).join('/')]),
      ),
    );
  }
  const stylesheet = scriptedStylesheet();
  copies.push(mkdir(outDir, { recursive: true }).then(() => writeFile(join(outDir, stylesheet.file), stylesheet.css)));
  const copied = Promise.all(copies).then(() => undefined);
  // Awaited by the caller; until then a failure must not go unhandled.
  copied.catch(() => undefined);
  const url = (file: string) => `${publicPath}/${file}`;
  const mainFile = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === entry);
  if (!mainFile) throw new Error(`esbuild produced no script for ${entry}`);
  const assets = {
    boot: url(mainFile),
    stylesheet: url(stylesheet.file),
    preload: outputs[mainFile]!.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
    files: [
      ...Object.entries(outputs).map(([file, o]) => ({
        path: relative(PROJECT_DIR, join(outDir, file)),
        bytes: o.bytes,
        inputs: o.inputs,
      })),
      {
        path: relative(PROJECT_DIR, join(outDir, stylesheet.file)),
        bytes: Buffer.byteLength(stylesheet.css),
        inputs: ['site/styles/scripted-css.ts'],
      },
    ],
  };
  return { assets, copied };
}

/**
 * Every file of a prepared bundle by its path under assets/: for the site, the whole stage's and
 * those of the split stage it loads, with what they import.
 */
export function clientOutputs(bundle: ClientBundle): Record<string, BundleOutput> {
  const outputs = { ...bundle.outputs() };
  if (!bundle.split) return outputs;
  const split = bundle.split.bundle.outputs();
  const keep = (file: string) => {
    if (outputs[file] || !split[file]) return;
    outputs[file] = split[file]!;
    for (const i of split[file]!.imports) keep(i.path);
  };
  bundle.split.loads.forEach(keep);
  return outputs;
}

/** Bundles one browser entry into `outDir`: prepareClient, then placeClient, copied. */
export async function bundleClient(outDir: string, options?: ClientOptions): Promise<ClientAssets> {
  const { assets, copied } = placeClient(await prepareClient(options), outDir, options);
  await copied;
  return assets;
}
