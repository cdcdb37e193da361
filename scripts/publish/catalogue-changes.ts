import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CatalogueChange } from '../../editor/publish/publish-protocol.ts';
import { schemaRefFor } from '../validate/rules/schema-reference.ts';
import { type CatalogueRepo, inRepo } from './catalogue-repo.ts';
import { describeValueChanges } from './change-words.ts';
import { git, gitShowBytes } from './git-command.ts';
import { isPlainObject } from './json-values.ts';
import { moneyFieldsOf } from './value-words.ts';

/** A file of the catalogue folder that differs from a commit: its path in the folder and what happened. */
export interface ChangedFile {
  /** Inside the catalogue folder: "menu.json", "images/uploads/dosa.jpg". */
  path: string;
  state: 'added' | 'removed' | 'changed';
}

/** A catalogue data file (menu.json), not a schema, a picture or a file of Kiln's own. */
export const isDataFile = (path: string): boolean => /^[^/]+\.json$/.test(path);

/**
 * The editor's own folder of earlier versions inside the catalogue (scripts/edit/edit-history.ts's
 * HISTORY_FOLDER; named here, not imported, as scripts/edit imports this folder; a test holds them
 * equal): never published, even where its own .gitignore is missing.
 */
export const EDITOR_HISTORY_FOLDER = '.history';

const kept = (path: string) =>
  path !== '' && !path.startsWith(`${EDITOR_HISTORY_FOLDER}/`) && path !== EDITOR_HISTORY_FOLDER;

/**
 * The catalogue folder's files that differ between `commit` (none: an empty repository) and the
 * working tree, added ones included; never .history/ (the editor's own) or anything outside the folder.
 */
export async function changedFiles(repo: CatalogueRepo, commit: string | undefined): Promise<ChangedFile[]> {
  const scope = repo.folder || '.';
  const strip = (p: string) => (repo.folder ? p.slice(repo.folder.length + 1) : p);
  const found = new Map<string, ChangedFile['state']>();
  if (commit) {
    const diff = await git(repo.top, ['diff', '--name-status', '--no-renames', '-z', commit, '--', scope]);
    const parts = diff.stdout.split('\0');
    for (let i = 0; i + 1 < parts.length; i += 2) {
      const [status, path] = [parts[i]!, parts[i + 1]!];
      found.set(strip(path), status === 'A' ? 'added' : status === 'D' ? 'removed' : 'changed');
    }
  } else {
    const tracked = await git(repo.top, ['ls-files', '-z', '--', scope]);
    for (const p of tracked.stdout.split('\0').filter(Boolean)) found.set(strip(p), 'added');
  }
  const untracked = await git(repo.top, ['ls-files', '-z', '--others', '--exclude-standard', '--', scope]);
  for (const p of untracked.stdout.split('\0').filter(Boolean)) found.set(strip(p), 'added');
  return [...found]
    .filter(([path]) => kept(path))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, state]) => ({ path, state }));
}

const parse = (bytes: Buffer | string | undefined): unknown => {
  if (bytes === undefined) return undefined;
  try {
    return JSON.parse(bytes.toString().replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
};

/** A data file's staff name and money fields, from its schema (its `title`: "Menu"). */
export async function fileSchema(catalogDir: string, path: string) {
  const schema = parse(await readFile(join(catalogDir, schemaRefFor(path)), 'utf8').catch(() => undefined));
  const title = isPlainObject(schema) && typeof schema.title === 'string' ? schema.title : path.replace(/\.json$/, '');
  return { title, money: moneyFieldsOf(schema) };
}

/** Each changed file's changes in staff words: "Menu: Paneer Tikka ₹290 → ₹310", "Pictures: added images/uploads/dosa.jpg". */
export async function describeChanges(
  repo: CatalogueRepo,
  catalogDir: string,
  commit: string | undefined,
): Promise<CatalogueChange[]> {
  const changes: CatalogueChange[] = [];
  for (const { path, state } of await changedFiles(repo, commit)) {
    const file = inRepo(repo, path);
    if (isDataFile(path)) {
      const { title, money } = await fileSchema(catalogDir, path);
      if (state !== 'changed') {
        changes.push({ file, text: `${title}: ${state} the file ${path}` });
        continue;
      }
      const before = parse(commit ? await gitShowBytes(repo.top, commit, file) : undefined);
      const after = parse(await readFile(join(catalogDir, path)).catch(() => undefined));
      const words = describeValueChanges(before, after, money);
      for (const text of words.length ? words : ['layout only']) changes.push({ file, text: `${title}: ${text}` });
    } else {
      const kind = /\.(jpe?g|png|webp|avif|gif|svg)$/i.test(path) ? 'Pictures' : 'Files';
      changes.push({ file, text: `${kind}: ${state === 'changed' ? 'replaced' : state} ${path}` });
    }
  }
  return changes;
}
