import { join } from 'node:path';
import { PROJECT_DIR } from '../project-dir.ts';

/** The typed browser module every page `kiln dev` serves loads (checked by tsconfig.site.json). */
const ENTRY = 'scripts/dev/page/dev-page-script.ts';

/**
 * The dev page script bundled for the browser with esbuild, as the site's own scripts are, into
 * one file served at /__kiln/dev.js (same origin, so the pages' policy allows it as it is).
 */
export async function bundleDevPageScript(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(PROJECT_DIR, ENTRY)],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
