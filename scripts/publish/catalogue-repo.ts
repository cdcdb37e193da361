import { realpath } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { git } from './git-command.ts';
import { publishMessages } from './publish-messages.ts';

/** The git repository that holds the catalogue folder, and where a publish pushes. */
export interface CatalogueRepo {
  /** The repository's top folder. */
  top: string;
  /** The catalogue folder, relative to `top`, with "/" ("catalog", or "" when it is the top). */
  folder: string;
  branch: string;
  remote: 'origin';
}

/** Where the catalogue's repository is, or why publishing cannot work here, in plain words. */
export async function findCatalogueRepo(catalogDir: string): Promise<CatalogueRepo | { unavailable: string }> {
  const dir = await realpath(resolve(catalogDir)).catch(() => undefined);
  if (!dir) return { unavailable: publishMessages.noFolder(catalogDir) };
  const top = await git(dir, ['rev-parse', '--show-toplevel']);
  if (!top.ok) return { unavailable: publishMessages.noRepository };
  const topDir = await realpath(top.stdout.trim());
  const branch = await git(dir, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
  if (!branch.ok) return { unavailable: publishMessages.detached };
  const origin = await git(dir, ['remote', 'get-url', 'origin']);
  if (!origin.ok) return { unavailable: publishMessages.noOrigin };
  return {
    top: topDir,
    folder: relative(topDir, dir).split('\\').join('/'),
    branch: branch.stdout.trim(),
    remote: 'origin',
  };
}

/** A path inside the catalogue folder, as git names it from the repository's top. */
export const inRepo = (repo: CatalogueRepo, path: string): string => (repo.folder ? `${repo.folder}/${path}` : path);
