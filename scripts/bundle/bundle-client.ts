import { build } from 'esbuild';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ClientAssets {
  /** URL of the boot script every page loads. */
  boot: string;
  /** Chunks the boot script imports statically: fetched in parallel with it. */
  preload: string[];
  /** Every output file with its size, for the build summary and the size benchmark. */
  files: { path: string; bytes: number }[];
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Bundles site/client/boot.ts and, through its dynamic imports, one chunk per island, all
 * minified and content-hashed (safe to cache forever). React lands in a shared chunk that
 * only islands import.
 */
export async function bundleClient(outDir: string, publicPath = '/assets'): Promise<ClientAssets> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { boot: 'site/client/boot.ts' },
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
  const bootFile = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === 'site/client/boot.ts');
  if (!bootFile) throw new Error('esbuild produced no boot script');
  return {
    boot: url(bootFile),
    preload: outputs[bootFile]!.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
    files: Object.entries(outputs).map(([path, o]) => ({ path: relative(ROOT, path), bytes: o.bytes })),
  };
}
