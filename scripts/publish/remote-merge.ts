import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PublishConflict } from '../../editor/publish/publish-protocol.ts';
import { fileSchema, isDataFile } from './catalogue-changes.ts';
import type { CatalogueRepo } from './catalogue-repo.ts';
import { git, gitShowBytes } from './git-command.ts';
import { pointerOf } from '../../site/core/lib/json-pointer.ts';
import { fieldWords, itemName, pointerSegments, valueAt } from './json-values.ts';
import { mergeValues } from './value-merge.ts';
import { valueWords } from './value-words.ts';

/**
 * A file's text edited to hold new data, changing only the values that differ (kiln edit's
 * minimalEdits, handed in by the caller: scripts/edit imports this folder, not the other way).
 */
export type RewriteJson = (text: string, before: unknown, after: unknown) => string;

/** The catalogue folder's files as the merge will leave them: bytes, or null for removed. */
export type MergedFiles = Map<string, Buffer | null>;

export interface MergePlan {
  files: MergedFiles;
  conflicts: PublishConflict[];
  /** Pictures both sides changed: the remote's copy is kept. */
  pictures: string[];
}

const changedSince = async (repo: CatalogueRepo, from: string, to: string): Promise<string[]> => {
  const diff = await git(repo.top, ['diff', '--name-only', '-z', '--no-renames', from, to, '--', repo.folder || '.']);
  return diff.stdout.split('\0').filter(Boolean);
};

const parse = (bytes: Buffer | undefined): unknown => {
  if (!bytes) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
};

/**
 * "Menu › Paneer Tikka › Price", from a pointer into the data; `theirs` names a thing only the
 * remote still has (value-merge.ts points at it by its id).
 */
function conflictLabel(title: string, data: unknown, pointer: string, theirs: unknown): string {
  const words = [title];
  const segments = pointerSegments(pointer);
  for (const [i, segment] of segments.entries()) {
    const value = valueAt(data, pointerOf(segments.slice(0, i + 1)));
    const named = itemName(value);
    const inList = Array.isArray(valueAt(data, pointerOf(segments.slice(0, i))));
    const onlyTheirs = i === segments.length - 1 && value === undefined && inList && itemName(theirs);
    if (onlyTheirs) {
      words.push(onlyTheirs);
      continue;
    }
    // A list's own name is left out when its items say theirs: "Menu › Paneer Tikka › Price".
    if (/^\d+$/.test(segment)) words.push(named ?? `#${Number(segment) + 1}`);
    else if (!Array.isArray(value) || !value.every((v) => itemName(v))) words.push(fieldWords(segment));
  }
  return words.join(' › ');
}

/**
 * How the remote's commit `theirs` and this computer's HEAD come together, file by file of the
 * catalogue folder: a file only one side changed is taken from it; a data file both changed is
 * merged value by value (the remote's edits applied to this computer's text, so its layout stays);
 * a picture both changed keeps the remote's copy unless the bytes are the same.
 */
export async function planMerge(
  repo: CatalogueRepo,
  base: string,
  theirs: string,
  choices: ReadonlyArray<{ file: string; pointer: string; keep: 'mine' | 'theirs' }>,
  rewrite: RewriteJson,
): Promise<MergePlan> {
  const mineChanged = new Set(await changedSince(repo, base, 'HEAD'));
  const theirsChanged = await changedSince(repo, base, theirs);
  const plan: MergePlan = { files: new Map(), conflicts: [], pictures: [] };
  for (const file of theirsChanged) {
    const theirBytes = (await gitShowBytes(repo.top, theirs, file)) ?? null;
    if (!mineChanged.has(file)) {
      plan.files.set(file, theirBytes);
      continue;
    }
    const mineBytes = await gitShowBytes(repo.top, 'HEAD', file);
    if (mineBytes && theirBytes && mineBytes.equals(theirBytes)) continue;
    const path = repo.folder ? file.slice(repo.folder.length + 1) : file;
    const [baseData, mineData, theirData] = [
      parse(await gitShowBytes(repo.top, base, file)),
      parse(mineBytes),
      parse(theirBytes ?? undefined),
    ];
    if (!isDataFile(path) || mineData === undefined || theirData === undefined) {
      plan.files.set(file, theirBytes);
      plan.pictures.push(path);
      continue;
    }
    const chosen = new Map(choices.filter((c) => c.file === file).map((c) => [c.pointer, c.keep] as const));
    const merged = mergeValues(baseData, mineData, theirData, chosen);
    const { title, money } = await fileSchema(join(repo.top, repo.folder), path);
    for (const { pointer, mine, theirs: their } of merged.conflicts) {
      const unit = money.get(pointerSegments(pointer).at(-1) ?? '');
      plan.conflicts.push({
        file,
        pointer,
        label: conflictLabel(title, mineData, pointer, their),
        mine: valueWords(mine, unit),
        theirs: valueWords(their, unit),
      });
    }
    plan.files.set(file, Buffer.from(rewrite(mineBytes!.toString('utf8'), mineData, merged.value)));
  }
  return plan;
}

/** Writes the merge's catalogue files into the working tree (git merge has the others). */
export async function writeMerged(repo: CatalogueRepo, files: MergedFiles): Promise<void> {
  for (const [file, bytes] of files) {
    const at = join(repo.top, file);
    if (bytes === null) await rm(at, { force: true });
    else {
      await mkdir(dirname(at), { recursive: true });
      await writeFile(at, bytes);
    }
  }
}
