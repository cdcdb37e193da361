// Byte budgets for what a guest downloads, in one place: `npm run bench` reports against them
// and tests/unit/build/budgets.test.ts fails a build that goes over.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ISLAND_FILES } from '../site/islands/island-files.ts';
import { isIslandName } from '../site/islands/registry.ts';
import { EXTRA_FILES, type ExtraHook, WHEN_QUIET } from '../site/lib/extra-files.ts';
import { clientOutputs, prepareClient } from './bundle/bundle-client.ts';
import { WITH_ANY_ISLAND } from './bundle/idle-prefetch-table.ts';

const KIB = 1024;

/**
 * A prerendered page, its styles inlined: what fits in TCP's first round trip (ten segments of
 * about 1.4 KB), so a guest on a slow phone network sees the page after one. The home page is
 * the longest.
 */
export const PAGE_BUDGET = 14 * KIB;
/**
 * The plain-DOM script every page loads: every page pays for it, so it is kept small. It carries
 * what makes a tap made while a page loads count (client/replay-held-taps.ts, client/busy-until.ts),
 * and still fits before-interaction's 10 KiB beside a product page's own.
 */
export const BOOT_BUDGET = 6.5 * KIB;
/**
 * All the script a page loads before the guest does anything (scriptsBeforeInteraction): the boot
 * script, and what it fetches at once for what the page holds (client/arm-extras.ts) and for islands
 * that wake unprompted (at load, when idle, in view: a guest scrolls). Each file gzipped on its
 * own, as a host serves them. React and most islands come at the guest's first approach, or
 * before it by the idle prefetch (client/page-quiet.ts, client/prefetch-likely-taps.ts), which is not
 * counted here: it starts only once the page has loaded and its network has been quiet (the
 * page's quiet mark), asks at low priority, and never runs under Save-Data. Nor are the extras
 * that wait for that mark to bring what the page shows up to the minute (lib/extra-files.ts
 * WHEN_QUIET: the open-now status). tests/e2e/before-interaction.test.ts tells them apart by the
 * mark; this file's count (scriptsFetchedBeforeInteraction) never includes them.
 */
export const BEFORE_INTERACTION_BUDGET = 10 * KIB;
/**
 * The pages that may load React before the guest does anything, under the pages' paths: /dashboard,
 * the one stated exception (its screens are an island), and the shell that stands for every
 * product the store does not list, which only the API can draw.
 */
export const REACT_AT_ONCE: readonly string[] = ['dashboard/index.html', 'product/index.html'];
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
 * computer or the café's Wi-Fi, never deployed; and each catalogue file's validators, loaded with its form
 * (site.json's, the largest, is 18.2 KiB since its links took Google reviews and listings, and it took the table cards and announcements).
 */
export const EDITOR_BUDGET = 150 * KIB;
export const EDITOR_VALIDATORS_BUDGET = 19 * KIB;

type Budgets = readonly (readonly [RegExp, number])[];

/** gzip budget in bytes by path under the site folder (`/` separated); the first match applies. */
export const BUDGETS: Budgets = [
  [/^assets\/boot-/, BOOT_BUDGET],
  [/^sw\.js$/, WORKER_BUDGET],
  [/\.html$/, PAGE_BUDGET],
  [/^assets\/chunks\/hydrate-component-/, REACT_BUDGET],
  [/^assets\//, SCRIPT_BUDGET],
];

/** The same under the hub's folder. */
export const HUB_BUDGETS: Budgets = [
  [/\.html$/, PAGE_BUDGET],
  [/^assets\/hub-/, HUB_BUDGET],
  [/^assets\//, SCRIPT_BUDGET],
];

/** The same for the editor's bundle (scripts/bundle/bundle-editor.ts), by path under /editor/. */
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

/** One file of the site's script bundle, as its description names it (scripts/prebuilt/cached-bundle.mjs): paths under assets/. */
export interface BundledScript {
  entryPoint?: string;
  imports: readonly { path: string; kind: string }[];
}

/**
 * Island strategies that wake without the guest doing anything: 'visible' too, as an island in the
 * first screen wakes with no action at all. 'interaction' and 'activity' wait for the guest: an
 * approach to the island, or a first move anywhere on its page (a pointer, a touch, a wheel, a key).
 */
const UNPROMPTED = new Set(['load', 'idle', 'visible']);

/** The site's script bundle as the current sources make it (cached: the one a build of them placed). */
async function siteBundle(): Promise<Record<string, BundledScript>> {
  return clientOutputs(await prepareClient());
}

/**
 * The script files a page fetches before the guest does anything, as paths under the site folder:
 * what its `<script type="module">` and `<link rel="modulepreload">` tags name, the extras whose
 * hook is in the page (client/arm-extras.ts) and the islands whose strategy wakes them unprompted,
 * each with every chunk it imports. `bundle` is the bundle the site was built with (its
 * description); by default the current sources' one, which must be the page's.
 */
export async function scriptsFetchedBeforeInteraction(
  siteDir: string,
  page: string,
  bundle?: Record<string, BundledScript>,
): Promise<string[]> {
  const html = await readFile(join(siteDir, page), 'utf8');
  const files = new Set(
    [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="\/([^"]+)"/g)].map((m) => m[1]!),
  );
  const boot = [...files].find((f) => /^assets\/boot-/.test(f));
  if (!boot) return [...files];
  const outputs = bundle ?? (await siteBundle());
  if (!outputs[boot.slice('assets/'.length)])
    throw new Error(`${page}: its boot script ${boot} is not the bundle of the current sources`);
  const byEntry = new Map(
    Object.entries(outputs).flatMap(([file, o]) => (o.entryPoint ? [[o.entryPoint, file] as const] : [])),
  );
  const add = (file: string) => {
    if (files.has(`assets/${file}`)) return;
    files.add(`assets/${file}`);
    for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') add(i.path);
  };
  const addModule = (module: string) => {
    const file = byEntry.get(module);
    if (!file) throw new Error(`no chunk of ${module} in the bundle`);
    add(file);
  };
  for (const [attribute, module] of Object.entries(EXTRA_FILES))
    if (!WHEN_QUIET.includes(attribute as ExtraHook) && new RegExp(`<[^>]*\\s${attribute}[\\s=>]`).test(html))
      addModule(module);
  for (const [tag] of html.matchAll(/<[^>]*\sdata-island="[^"]*"[^>]*>/g)) {
    const name = /\sdata-island="([^"]*)"/.exec(tag)![1]!;
    const when = /\sdata-when="([^"]*)"/.exec(tag)?.[1] ?? 'visible';
    if (!UNPROMPTED.has(when)) continue;
    addModule(isIslandName(name) ? ISLAND_FILES[name] : `no island ${name}`);
    WITH_ANY_ISLAND.forEach(addModule);
  }
  return [...files].sort();
}

/** Their bytes, each gzipped on its own as a host serves it. */
export async function scriptsBeforeInteraction(
  siteDir: string,
  page: string,
  bundle?: Record<string, BundledScript>,
): Promise<number> {
  let total = 0;
  for (const file of await scriptsFetchedBeforeInteraction(siteDir, page, bundle))
    total += gzipSync(await readFile(join(siteDir, file)), { level: 9 }).length;
  return total;
}

/** `18.5 KiB`: how sizes are printed. */
export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** The README's lines: a newcomer's guide, read whole; details go to docs/ (tests/unit/build/budgets.test.ts holds it). */
export const README_LINES = 200;
