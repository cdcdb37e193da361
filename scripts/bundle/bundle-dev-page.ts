import { join } from 'node:path';
import { PROJECT_DIR } from '../project-dir.ts';
import { BROWSER_BUNDLE } from './browser-options.ts';

/** The typed browser module every page `kiln dev` serves loads (checked by tsconfig.site.json). */
const ENTRY = 'scripts/dev/page/dev-page-script.ts';

/**
 * The dev page script bundled for the browser with the setup every browser bundle shares, into
 * one file `kiln dev` serves at /__kiln/dev.js (same origin, so the pages' policy allows it as it
 * is). Made in memory on the first request: only `kiln dev` needs it, and never in a build.
 */
export async function bundleDevPageScript(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    ...BROWSER_BUNDLE,
    entryPoints: [join(PROJECT_DIR, ENTRY)],
    write: false,
    format: 'esm',
  });
  return result.outputFiles[0]!.text;
}
