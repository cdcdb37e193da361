import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheDirOf } from './prebuilt/content-key.mjs';

/** Set by the prebuilt CLI's bundler (scripts/prebuilt/cli-bundle.mjs); undefined when running from source. */
declare const KILN_PROJECT_DIR: string | undefined;

/** Whether this code runs from the prebuilt CLI (a CommonJS bundle: `__dirname` is its folder) rather than from its sources. */
export const BUNDLED = typeof KILN_PROJECT_DIR === 'string';

/**
 * The folder holding Kiln's package.json. Not simply relative to this file: the prebuilt CLI runs
 * from a bundle in node_modules/.cache/kiln/, so there it is a constant its bundler wrote in.
 */
export const PROJECT_DIR =
  typeof KILN_PROJECT_DIR === 'string'
    ? KILN_PROJECT_DIR
    : fileURLToPath(new URL('..', import.meta.url)).replace(/[\\/]$/, '');

/** Where Kiln keeps what it can always make again: node_modules/.cache/kiln/ (or KILN_CACHE_DIR). */
export const CACHE_DIR = cacheDirOf(PROJECT_DIR);

/** A file of the project, by its path from the project's folder. */
export const projectFile = (...path: string[]) => join(PROJECT_DIR, ...path);
