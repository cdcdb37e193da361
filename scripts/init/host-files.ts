import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { projectFile } from '../project-dir.ts';
import { realAddress } from './real-address.ts';
import { placeholderIn } from '../validate/rules/placeholders.ts';
import { nightlyCron, offsetName } from './nightly-cron.ts';
import { type KilnSource, thisKiln } from './kiln-source.ts';

/**
 * The files a host reads to build the site on every push and every night (issue 38 part 2): each
 * a template in starters/host/, filled in from the café's site.json, written where the host looks.
 */
export const HOST_FILES = [
  { template: 'github-pages.yml', path: '.github/workflows/site.yml' },
  { template: 'nightly-build-hook.yml', path: 'docs/nightly-build-hook.yml' },
  { template: 'netlify.toml', path: 'netlify.toml' },
  { template: 'wrangler.toml', path: 'wrangler.toml' },
  // What the others build with: Kiln from where it came, and the scripts they and the owner run.
  { template: 'package.json', path: 'package.json' },
] as const;

/** Which host files were written, and which were there already and kept as they were. */
export interface HostFilesWritten {
  written: string[];
  kept: string[];
  /** Where package.json installs Kiln from: the one written, or the one to name in a package.json kept. */
  kiln: KilnSource;
  /** A package.json that was there already and names no kiln among its dependencies: the hosts' build would not find it. */
  packageWithoutKiln?: boolean;
  /** Host files kept that still build with `npx kiln` (an older kiln init wrote that): the registry's "kiln" is another project's. */
  npxKept: string[];
}

/** starters/host/words.json: the words filled into the templates. */
type HostWords = Record<
  | 'scheduleOne'
  | 'scheduleSeveral'
  | 'cronLine'
  | 'cronLineWhile'
  | 'siteUrlSet'
  | 'siteUrlPlaceholder'
  | 'buildCommand'
  | 'siteUrlFlag'
  | 'cafe'
  | 'project',
  string
>;

/** What site.json tells the host files; anything missing or still a placeholder is undefined. */
interface HostSite {
  name?: string;
  siteUrl?: string;
  timeZone: string;
}

/** `text` with each `{key}` of `values` filled in. */
const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const indent = (text: string, spaces: number) =>
  text
    .split('\n')
    .map((line) => ' '.repeat(spaces) + line)
    .join('\n');

/** The schedule's lines under `schedule:`: 00:05 café time in UTC, with why in a comment. */
function scheduleLines(words: HostWords, zone: string, now: number): string {
  const crons = nightlyCron(zone, now);
  const [only] = crons;
  if (crons.length === 1 && only) {
    const [minute, hour] = only.cron.split(' ');
    const utc = `${hour!.padStart(2, '0')}:${minute!.padStart(2, '0')}`;
    return indent(
      [
        fill(words.scheduleOne, { zone, offset: offsetName(only.offset), utc }),
        fill(words.cronLine, { cron: only.cron }),
      ].join('\n'),
      4,
    );
  }
  const lines = crons.map(({ cron, offset }) => fill(words.cronLineWhile, { cron, offset: offsetName(offset) }));
  return indent([fill(words.scheduleSeveral, { zone }), ...lines].join('\n'), 4);
}

/** site.json's name, address and time zone, as far as they are the café's own yet. */
function hostSite(site: Record<string, unknown>): HostSite {
  const urls = (site.urls ?? {}) as Record<string, unknown>;
  const name = typeof site.name === 'string' && !placeholderIn(site.name) ? site.name : undefined;
  const real = realAddress(typeof urls.site === 'string' ? urls.site : undefined);
  // As a URL writes it (a space or a double quote escaped, for YAML and TOML), and quoted for the
  // shell that runs the build command, so nothing in it is read as a command.
  const siteUrl = real && `'${new URL(real).href.replace(/\/$/, '').replaceAll("'", '%27')}'`;
  // The schema requires a time zone; a hand-made site.json without one rebuilds at 00:05 UTC.
  const timeZone = typeof site.timeZone === 'string' ? site.timeZone : 'UTC';
  return { ...(name && { name }), ...(siteUrl && { siteUrl }), timeZone };
}

/** Whether a package.json's text names kiln among its dependencies (unreadable JSON: no). */
function namesKiln(text: string): boolean {
  try {
    const pkg = JSON.parse(text) as Record<string, Record<string, unknown> | undefined>;
    return Boolean(pkg.dependencies?.kiln ?? pkg.devDependencies?.kiln);
  } catch {
    return false;
  }
}

/** A name Cloudflare takes for a Pages project: lower-case letters, digits and hyphens. */
const projectName = (dir: string, fallback: string) =>
  basename(resolve(dir))
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 58) || fallback;

/**
 * Writes the host files into the café folder `dir` (the one holding catalog/site.json), each only
 * if it is not there: a file someone has changed is never overwritten. `now` dates wrangler.toml
 * and picks the year whose clock changes the nightly schedule follows; `kiln` is where package.json
 * installs Kiln from (kiln-source.ts: this Kiln's by default).
 */
export async function writeHostFiles(
  dir: string,
  { now = Date.now(), kiln }: { now?: number; kiln?: KilnSource } = {},
): Promise<HostFilesWritten> {
  const source = kiln ?? (await thisKiln());
  const templates = projectFile('starters', 'host');
  const words = JSON.parse(await readFile(join(templates, 'words.json'), 'utf8')) as HostWords;
  const site = hostSite(JSON.parse(await readFile(join(dir, 'catalog', 'site.json'), 'utf8')));
  const values = {
    name: site.name ?? words.cafe,
    schedule: scheduleLines(words, site.timeZone, now),
    buildCommand: words.buildCommand + (site.siteUrl ? fill(words.siteUrlFlag, { siteUrl: site.siteUrl }) : ''),
    siteUrlNote: site.siteUrl ? words.siteUrlSet : words.siteUrlPlaceholder,
    // npm refuses a package that depends on its own name: a café's folder called "kiln" is no "kiln".
    project: projectName(dir, words.project).replace(/^kiln$/, words.project),
    today: new Date(now).toISOString().slice(0, 10),
    // Inside a JSON string.
    kilnSpec: JSON.stringify(source.spec).slice(1, -1),
  };
  const done: HostFilesWritten = { written: [], kept: [], kiln: source, npxKept: [] };
  for (const { template, path } of HOST_FILES) {
    const text = fill(await readFile(join(templates, template), 'utf8'), values);
    const target = join(dir, path);
    await mkdir(dirname(target), { recursive: true });
    // 'wx': written only when nothing is there, in the same step that looks.
    const wrote = await writeFile(target, text, { flag: 'wx' }).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return false;
        throw error;
      },
    );
    done[wrote ? 'written' : 'kept'].push(path);
    if (wrote) continue;
    const kept = await readFile(target, 'utf8');
    if (path === 'package.json') done.packageWithoutKiln = !namesKiln(kept);
    else if (/\bnpx\b[^\n]*\bkiln\b/.test(kept)) done.npxKept.push(path);
  }
  return done;
}
