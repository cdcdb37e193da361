import type { BuildOptions } from 'esbuild';

/*
 * What every browser bundle Kiln makes shares (the site's, the hub's, the service worker's, the
 * editor's, kiln dev's page script: bundle-client.ts, bundle-worker.ts, bundle-editor.ts,
 * bundle-dev-page.ts) and the CSS it minifies (minify-css.ts). The CLI's own bundle is Node's,
 * made before any of this can run (prebuilt/cli-bundle.mjs).
 */

/** The browsers guests use: two years back of each engine. */
export const GUEST_BROWSERS = ['chrome100', 'safari15', 'firefox100'];

/** Staff's browsers for the editor, on a desktop that updates itself. */
export const STAFF_BROWSERS = ['chrome110', 'safari16', 'firefox110'];

/** Bundled, minified, for production, with no legal comments and no esbuild chatter; the caller names entries and format. */
export const BROWSER_BUNDLE = {
  bundle: true,
  minify: true,
  target: ['es2020', ...GUEST_BROWSERS],
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'silent',
} as const satisfies BuildOptions;
