import { execFile } from 'node:child_process';
import { realpath } from 'node:fs/promises';
import { promisify } from 'node:util';
import { PROJECT_DIR } from '../project-dir.ts';

/** Where a café's folder installs Kiln from: its package.json's devDependencies.kiln. */
export interface KilnSource {
  spec: string;
  /** A folder on this computer, which a host cannot fetch. */
  local: boolean;
}

/**
 * The source for a Kiln whose git `origin` and commit are these, in `folder`: the origin at that
 * commit when a host can fetch it (https, or ssh as `git@host:path`), else the folder itself (no
 * commit: none the origin has). Never the npm registry's "kiln", which is another project's, so
 * never a bare name or version.
 */
export function kilnSource(origin: string | undefined, commit: string | undefined, folder: string): KilnSource {
  const url = origin?.trim();
  if (url && commit && /^[0-9a-f]{40}$/.test(commit)) {
    if (/^(git\+)?(https|ssh):\/\//.test(url) && URL.canParse(url.replace(/^git\+/, ''))) {
      // Without a user or token it may carry: the address goes into a file the café commits.
      const address = new URL(url.replace(/^git\+/, ''));
      if (address.protocol === 'https:') address.username = address.password = '';
      return { spec: `git+${address.href}#${commit}`, local: false };
    }
    const scp = /^([\w.-]+)@([\w.-]+):(?!\/)(.+)$/.exec(url);
    if (scp) return { spec: `git+ssh://${scp[1]}@${scp[2]}/${scp[3]}#${commit}`, local: false };
  }
  return { spec: `file:${folder}`, local: true };
}

/** A source given with --kiln, as npm reads it: a folder (a path, or `file:`) is this computer's. */
export const givenKiln = (spec: string): KilnSource => ({
  spec,
  local: /^(file:|\.{0,2}\/|~\/|[A-Za-z]:\\)/.test(spec),
});

const run = promisify(execFile);
const gitOut = (dir: string, args: string[]): Promise<string | undefined> =>
  run('git', ['-C', dir, ...args]).then(
    ({ stdout }) => stdout.trim() || undefined,
    () => undefined,
  );

/** The source of the Kiln in `dir` (this one), as a café's folder made by it installs it: its commit only once the origin has it. */
export async function thisKiln(dir: string = PROJECT_DIR): Promise<KilnSource> {
  // A Kiln installed into a café's folder has no repository of its own: git would answer for the café's.
  const top = await gitOut(dir, ['rev-parse', '--show-toplevel']);
  if (!top || (await realpath(top)) !== (await realpath(dir))) return kilnSource(undefined, undefined, dir);
  const [origin, commit, pushed] = await Promise.all([
    gitOut(dir, ['remote', 'get-url', 'origin']),
    gitOut(dir, ['rev-parse', 'HEAD']),
    gitOut(dir, ['branch', '--remotes', '--contains', 'HEAD']),
  ]);
  return kilnSource(origin, pushed ? commit : undefined, dir);
}
