import { cp, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogFileName, type CatalogKey } from '../../site/core/catalog/catalog-keys.ts';
import type { Problem } from '../../site/core/problems/problem.ts';
import { writeAtomically } from '../files/write-atomically.ts';
import { validateCatalog } from '../validate/validate-catalog.ts';
import { catalogFilePath, draftText, readCatalogFile, shownName } from './catalog-file-store.ts';
import { addToHistory, HISTORY_FOLDER } from './edit-history.ts';
import { editMessages } from './edit-messages.ts';

/** What one answer of the setup changes: files written whole (as data), and files it takes away. */
export interface SetupChange {
  write: Partial<Record<CatalogKey, unknown>>;
  remove?: CatalogKey[];
}

export type SetupWritten = { ok: true; unchanged: boolean; warnings: Problem[] } | { ok: false; message: string };

/** The text `data` is written as: edits of the file on disk where it has one, so an answer is only the lines it changes. */
async function textFor(catalogDir: string, key: CatalogKey, data: unknown): Promise<string | undefined> {
  const read = await readCatalogFile(catalogDir, key);
  const text = read.ok ? draftText(read.file, data) : `${JSON.stringify(data, null, 2)}\n`;
  return read.ok && read.file.text === text ? undefined : text;
}

/**
 * The catalogue as it would be after `texts` and `remove`, checked as `kiln validate` checks it, in
 * a copy beside it (one answer may add, change and take away files together, which a check of one
 * draft cannot see). The pictures are not copied but linked: a café's photos can be large.
 */
async function checkCopy(
  catalogDir: string,
  texts: Map<CatalogKey, string>,
  remove: CatalogKey[],
): Promise<{ problems: Problem[]; warnings: Problem[] }> {
  const copy = await mkdtemp(join(tmpdir(), 'kiln-setup-'));
  try {
    for (const entry of await readdir(catalogDir, { withFileTypes: true })) {
      if (entry.name === HISTORY_FOLDER) continue;
      if (entry.name === 'images' && entry.isDirectory())
        await symlink(join(catalogDir, 'images'), join(copy, 'images'), 'dir');
      else await cp(join(catalogDir, entry.name), join(copy, entry.name), { recursive: true });
    }
    for (const [key, text] of texts) await writeFile(join(copy, catalogFileName(key)), text);
    for (const key of remove) await rm(join(copy, catalogFileName(key)), { force: true });
    const { problems, warnings } = await validateCatalog(copy);
    // Named as the catalogue's own files, not the copy's.
    const [from, to] = [displayRoot(copy), displayRoot(catalogDir)];
    const named = (p: Problem): Problem => ({
      ...p,
      file: p.file.replace(from, to),
      message: p.message.replaceAll(from, to).replaceAll(`${copy}/`, to),
    });
    return { problems: problems.map(named), warnings: warnings.map(named) };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/** How problems name files of the folder `dir`: site.json's shown name without its file name. */
const displayRoot = (dir: string): string => shownName(dir, 'site').replace(/site\.json$/, '');

/**
 * Writes one answer of the setup: nothing at all when the catalogue would have a problem after it
 * (a half-written answer must not break the site building beside the setup), else each file's
 * previous text kept in the editor's history, then each written atomically or removed.
 */
export async function writeSetupChange(catalogDir: string, { write, remove = [] }: SetupChange): Promise<SetupWritten> {
  const texts = new Map<CatalogKey, string>();
  for (const [key, data] of Object.entries(write) as [CatalogKey, unknown][]) {
    const text = await textFor(catalogDir, key, data);
    if (text !== undefined) texts.set(key, text);
  }
  const present = (
    await Promise.all(remove.map(async (key) => ((await readCatalogFile(catalogDir, key)).ok ? key : undefined)))
  ).filter((key): key is CatalogKey => key !== undefined);
  const { problems, warnings } = await checkCopy(catalogDir, texts, present);
  if (problems.length) return { ok: false, message: editMessages.setupInvalid(problems) };
  if (!texts.size && !present.length) return { ok: true, unchanged: true, warnings };
  for (const [key, text] of texts) {
    const read = await readCatalogFile(catalogDir, key);
    if (read.ok) await addToHistory(catalogDir, key, read.file.bytes, 'save');
    await writeAtomically(catalogFilePath(catalogDir, key), text);
  }
  for (const key of present) {
    const read = await readCatalogFile(catalogDir, key);
    if (read.ok) await addToHistory(catalogDir, key, read.file.bytes, 'save');
    await rm(catalogFilePath(catalogDir, key), { force: true });
  }
  return { ok: true, unchanged: false, warnings };
}
