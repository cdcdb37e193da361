import { build } from 'esbuild';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ClientAssets {
  /** URL of the entry script every page loads (the site's boot script, the hub app). */
  boot: string;
  /** Chunks the boot script imports statically: fetched in parallel with it. */
  preload: string[];
  /** Every output file with its size and the modules in it, for the build summary, the benchmark and the tests. */
  files: { path: string; bytes: number; inputs: string[] }[];
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The browser entries Kiln bundles, by the name their script is given: the site's boot script,
 * the hub app, and the hub's data bridge (hub/bridge.ts, framed by the site's Dashboard view).
 */
export const ENTRIES = { site: 'site/client/boot.ts', hub: 'hub/main.tsx', bridge: 'hub/bridge.ts' } as const;

const scriptName = (entry: string) => (entry === ENTRIES.site ? 'boot' : Object.entries(ENTRIES).find(([, path]) => path === entry)?.[0] ?? 'main');

/**
 * Bundles one browser entry and, through its dynamic imports, its lazily loaded chunks (for the
 * site: one per island), all minified and content-hashed (safe to cache forever). For the site,
 * React lands in a shared chunk that only islands import.
 */
export async function bundleClient(outDir: string, { entry = ENTRIES.site, publicPath = '/assets' }: { entry?: string; publicPath?: string } = {}): Promise<ClientAssets> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { [scriptName(entry)]: entry },
    outdir: outDir,
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
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const url = (file: string) => `${publicPath}/${relative(resolve(outDir), resolve(ROOT, file))}`;
  const mainFile = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === entry);
  if (!mainFile) throw new Error(`esbuild produced no script for ${entry}`);
  return {
    boot: url(mainFile),
    preload: outputs[mainFile]!.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
    files: Object.entries(outputs).map(([path, o]) => ({ path: relative(ROOT, path), bytes: o.bytes, inputs: Object.keys(o.inputs) })),
  };
}
