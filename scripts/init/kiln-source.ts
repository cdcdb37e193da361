import { execFile } from 'node:child_process';
import { realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_DIR } from '../project-dir.ts';

/** Where a café's folder installs Kiln from: its package.json's devDependencies.kiln. */
export interface KilnSource {
  spec: string;
  /** A folder on this computer, which a host cannot fetch. */
  local: boolean;
}

/**
 * An address without what must not be committed: a user's password or token, and a query (where
 * some hosts put a token). An ssh address keeps its user, which names no one (`git@`).
 */
function withoutSecrets(address: URL): string {
  if (address.protocol !== 'ssh:') address.username = '';
  address.password = '';
  address.search = '';
  return address.href;
}

/**
 * The source for a Kiln whose git `origin` and commit are these, in `folder`: the origin at that
 * commit when a host can fetch it (https, or ssh as `git@host:path`), else the folder itself (no
 * commit: none the origin has). Never the npm registry's "kiln", which is another project's, so
 * never a bare name or version.
 */
export function kilnSource(origin: string | undefined, commit: string | undefined, folder: string): KilnSource {
  const url = origin?.trim().replace(/^git\+/, '');
  if (url && commit && /^[0-9a-f]{40}$/.test(commit)) {
    if (/^(https|ssh):\/\//.test(url) && URL.canParse(url))
      return { spec: `git+${withoutSecrets(new URL(url))}#${commit}`, local: false };
    const scp = /^([\w.-]+)@([\w.-]+):(?!\/)(.+)$/.exec(url);
    if (scp) return { spec: `git+ssh://${scp[1]}@${scp[2]}/${scp[3]}#${commit}`, local: false };
  }
  return { spec: `file:${folder}`, local: true };
}

/**
 * A source given with --kiln, as npm will read it from the café's folder: a git or https address
 * (its secrets left out), or a folder, made absolute from `cwd` (npm would read a relative one
 * from the café's folder). Undefined for anything npm would fetch from the registry (a name, a
 * version, a range, a tag): the registry's "kiln" is another project's.
 */
export function givenKiln(spec: string, cwd: string = process.cwd()): KilnSource | undefined {
  const given = spec.trim();
  const address = given.replace(/^git\+/, '');
  if (/^(github|gitlab|bitbucket):[\w.-]+\/[\w.-]+(#[\w./-]+)?$/.test(given)) return { spec: given, local: false };
  if (/^(https?|ssh|git):\/\//.test(address) && URL.canParse(address)) {
    const hash = new URL(address).hash;
    const cleaned = withoutSecrets(new URL(address.replace(/#.*$/, '')));
    return { spec: `${given.startsWith('git+') ? 'git+' : ''}${cleaned}${hash}`, local: false };
  }
  const path = given.replace(/^file:/, '');
  if (given.startsWith('file:') || /^(\.{1,2}([\\/]|$)|[\\/]|~[\\/]|[A-Za-z]:[\\/])/.test(given))
    return { spec: `file:${resolve(cwd, path.replace(/^~(?=[\\/])/, homedir()))}`, local: true };
  return undefined;
}

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
