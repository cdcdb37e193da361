import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { WorkerConfig } from '../../site/core/lib/web-app.ts';
import { cachedBundle, type CachedBundle } from '../prebuilt/cached-bundle.mjs';
import { BROWSER_BUNDLE } from './browser-options.ts';
import { CACHE_DIR, PROJECT_DIR } from '../project-dir.ts';

/** The service worker's source: its own entry, imported by no page. */
export const WORKER_ENTRY = 'site/worker/service-worker.ts';

/**
 * Bundles the service worker with Kiln's esbuild, minified, as a classic script (every browser
 * that has service workers runs one; module workers came later), once per content of its sources
 * (scripts/prebuilt/cached-bundle.mjs): a build whose worker code did not change bundles nothing.
 */
export function prepareWorker(): Promise<CachedBundle> {
  return cachedBundle({
    root: PROJECT_DIR,
    cacheDir: CACHE_DIR,
    name: 'worker',
    keyedBy: ['scripts/bundle/bundle-worker.ts', 'scripts/bundle/browser-options.ts'],
    options: {
      ...BROWSER_BUNDLE,
      entryPoints: { sw: WORKER_ENTRY },
      format: 'iife',
      entryNames: '[name]',
    },
  });
}

/** sw.js as a build writes it: the build's WorkerConfig, which the bundled code reads, then that code. */
export async function workerScript(bundle: CachedBundle, config: WorkerConfig): Promise<string> {
  const code = await readFile(join(bundle.dir, 'sw.js'), 'utf8');
  return `self.KILN_WORKER=${JSON.stringify(config)};\n${code}`;
}
