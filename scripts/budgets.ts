// Byte budgets for what a guest downloads, in one place: `npm run bench` reports against them
// and tests/unit/build/budgets.test.ts fails a build that goes over.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const KIB = 1024;

/**
 * A prerendered page, its styles inlined: what fits in TCP's first round trip (ten segments of
 * about 1.4 KB), so a guest on a slow phone network sees the page after one. The home page is
 * the longest.
 */
export const PAGE_BUDGET = 14 * KIB;
/** The plain-DOM script every page loads: every page pays for it, so it is kept small. */
export const BOOT_BUDGET = 6 * KIB;
/**
 * All the script a page loads before the guest does anything: the boot script and the chunks it
 * imports (each gzipped on its own, as a host serves them). React and islands come after.
 */
export const BEFORE_INTERACTION_BUDGET = 10 * KIB;
/** The React chunk, fetched only once an island wakes up. */
export const REACT_BUDGET = 70 * KIB;
/** Any other script: an island or a chunk they share. */
export const SCRIPT_BUDGET = 20 * KIB;
/**
 * The service worker (/sw.js): fetched once after a page has loaded and again only when a build
 * changed it, never before a guest can act, but every guest who comes back runs it for each request.
 */
export const WORKER_BUDGET = 4 * KIB;
/** The hub app's script: React, react-dom, wouter and its screens, for staff on a desktop. */
export const HUB_BUDGET = 100 * KIB;

/**
 * The editor's script (`kiln edit`: React, the form library and its screens), for staff on this
 * computer or the café's Wi-Fi, never deployed; and each catalogue file's validators, loaded with its form.
 */
export const EDITOR_BUDGET = 150 * KIB;
export const EDITOR_VALIDATORS_BUDGET = 16 * KIB;

type Budgets = readonly (readonly [RegExp, number])[];

/** gzip budget in bytes by path under the site folder (`/` separated); the first match applies. */
export const BUDGETS: Budgets = [
  [/^assets\/boot-/, BOOT_BUDGET],
  [/^sw\.js$/, WORKER_BUDGET],
  [/\.html$/, PAGE_BUDGET],
  [/^assets\/chunks\/react-root-/, REACT_BUDGET],
  [/^assets\//, SCRIPT_BUDGET],
];

/** The same under the hub's folder. */
export const HUB_BUDGETS: Budgets = [
  [/\.html$/, PAGE_BUDGET],
  [/^assets\/hub-/, HUB_BUDGET],
  [/^assets\//, SCRIPT_BUDGET],
];

/** The same for the editor's bundle (scripts/edit/bundle-editor.ts), by path under /editor/. */
export const EDITOR_BUDGETS: Budgets = [
  [/^main-[^/]+\.js$/, EDITOR_BUDGET],
  [/^chunks\/kiln-validators_/, EDITOR_VALIDATORS_BUDGET],
  [/\.(js|css)$/, SCRIPT_BUDGET],
];

/** What is measured: pages and scripts. Pictures load lazily and are not budgeted here. */
const MEASURED = /\.(html|js)$/;

export interface FileSize {
  /** Path under the site folder, `/` separated: `index.html`, `assets/boot-1a2b3c.js`. */
  file: string;
  raw: number;
  /** Bytes after gzip at level 9, as a static host would serve it. */
  gzip: number;
  /** Its gzip budget, if one applies. */
  budget?: number;
  over: boolean;
}

/** The budget that applies to `file` (a path under the site folder), if any. */
export function budgetFor(file: string, budgets: Budgets = BUDGETS): number | undefined {
  return budgets.find(([pattern]) => pattern.test(file))?.[1];
}

/** Every page and script of a built folder (`<out>/site`, or `<out>/hub` with HUB_BUDGETS) with its sizes and budget, sorted by path. */
export async function measureSite(siteDir: string, budgets: Budgets = BUDGETS): Promise<FileSize[]> {
  const sizes: FileSize[] = [];
  for (const entry of await readdir(siteDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const file = relative(siteDir, path).split(sep).join('/');
    if (!MEASURED.test(file)) continue;
    const body = await readFile(path);
    const gzip = gzipSync(body, { level: 9 }).length;
    const budget = budgetFor(file, budgets);
    sizes.push({ file, raw: body.length, gzip, budget, over: budget !== undefined && gzip > budget });
  }
  return sizes.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** What a page's `<script type="module">` and `<link rel="modulepreload">` tags fetch at once, gzipped, in bytes (under the site folder). */
export async function scriptsBeforeInteraction(siteDir: string, page: string): Promise<number> {
  const html = await readFile(join(siteDir, page), 'utf8');
  const sources = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="\/([^"]+)"/g)].map((m) => m[1]!);
  let total = 0;
  for (const file of new Set(sources)) total += gzipSync(await readFile(join(siteDir, file)), { level: 9 }).length;
  return total;
}

/** `18.5 KiB`: how sizes are printed. */
export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
