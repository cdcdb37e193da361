/**
 * The site as an installable app, named once for the build that writes it (scripts/steps/web-app-units.ts),
 * the service worker that serves it (site/worker/) and the page script that registers it
 * (site/client/register-worker.ts).
 */

/** The service worker's address. Never hashed: a browser finds a new build's worker at the same address, byte-compares it and updates. */
export const WORKER_PATH = '/sw.js';

/** The web app manifest's address, linked from every page's head. */
export const MANIFEST_PATH = '/manifest.webmanifest';

/** The page shown, offline, in place of a page this browser has not kept: prerendered at build time, kept by the worker when it installs. */
export const OFFLINE_PATH = '/offline/';

/** Where the installed app opens. The worker keeps it when it installs, so the app opens offline from its first launch. */
export const START_PATH = '/';

/** The app's icons (PNG, drawn from the logo), each named with its content's hash. */
export const APP_ICONS_FOLDER = 'app-icons';

/** What the build tells the worker, written at the top of sw.js, so each build's worker differs from the last one's. */
export interface WorkerConfig {
  /** Changes when what the build wrote changes: names the worker's precache, so a new build's worker replaces it. */
  version: string;
  /** Fetched and kept when the worker installs: the start and offline pages, and the files the offline page loads. */
  precache: string[];
  /** Path prefixes of files whose names carry their content's hash (or exact paths): cache-first, as they never change. */
  immutable: string[];
  /** Path prefixes (or exact paths) of other files pages show (drawings, the icon sprite, late sections): network-first, a copy kept for offline. */
  copies: string[];
  /** The commerce API's base URL: never answered by the worker, and never kept, whatever its origin. */
  api?: string;
}
