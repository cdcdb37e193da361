import type { HistoryEntry, SaveReply } from '../../editor/edit-protocol.ts';
import type { Problem } from '../../site/core/problems/problem.ts';
import type { CatalogKey } from '../../site/core/catalog/catalog-keys.ts';
import { validateCatalog } from '../validate/validate-catalog.ts';
import {
  catalogFilePath,
  draftText,
  parseText,
  readCatalogFile,
  shownName,
  versionOf,
  type DiskFile,
} from './catalog-file-store.ts';
import { editMessages } from './edit-messages.ts';
import { addToHistory, readHistoryEntry } from './edit-history.ts';
import { writeAtomically } from '../files/write-atomically.ts';

/** A reply of the API: its status and JSON body. */
export interface ApiReply {
  status: number;
  body: unknown;
}

const reply = (status: number, body: SaveReply | { entry: HistoryEntry }): ApiReply => ({ status, body });

/** The file on disk and its name, or the reply that says why it cannot be written. */
async function diskCopy(catalogDir: string, key: CatalogKey): Promise<{ disk: DiskFile; file: string } | ApiReply> {
  const file = shownName(catalogDir, key);
  const read = await readCatalogFile(catalogDir, key);
  if (read.ok) return { disk: read.file, file };
  return reply(read.missing ? 404 : 422, {
    message: read.missing ? editMessages.missing(file) : editMessages.unreadable(file, read.message),
  });
}

/**
 * Replaces the file with `next`: the text on disk goes into the history first (as `reason`), then
 * `next` is written whole or not at all. Bytes equal to the disk's write nothing and keep nothing.
 */
async function replace(
  catalogDir: string,
  key: CatalogKey,
  disk: DiskFile,
  next: Uint8Array,
  reason: 'save' | 'restore' | 'undo',
): Promise<ApiReply> {
  if (disk.bytes.equals(next)) return reply(200, { saved: true, version: disk.version, unchanged: true });
  await addToHistory(catalogDir, key, disk.bytes, reason);
  await writeAtomically(catalogFilePath(catalogDir, key), next);
  return reply(200, { saved: true, version: versionOf(next), unchanged: false });
}

/** A problem's identity across two checks of the catalogue: where and what, not its line. */
const problemKey = (p: Problem) => `${p.file}\n${p.pointer}\n${p.message}`;

/** The catalogue's problems and warnings with `text` in place of the file of `key` (what a save would leave). */
export async function checkDraft(
  catalogDir: string,
  key: CatalogKey,
  text: string,
): Promise<{ problems: Problem[]; warnings: Problem[] }> {
  const { problems, warnings } = await validateCatalog(catalogDir, { texts: new Map([[key, text]]) });
  return { problems, warnings };
}

/** The text a save of `data` would write, for a file on disk or one that is not there. */
export async function draftFor(catalogDir: string, key: CatalogKey, data: unknown): Promise<string> {
  const read = await readCatalogFile(catalogDir, key);
  return read.ok ? draftText(read.file, data) : `${JSON.stringify(data, null, 2)}\n`;
}

/**
 * A save (SaveRequest): refused if the file changed on disk since `version`; the form's `data`
 * written as edits of the text on disk (or a whole `text`, which must parse); nothing written when
 * no byte differs; refused while the catalogue would have problems in this file, as `kiln validate`
 * reports them, or new problems in another file; else the previous text kept in the history and the new one written atomically.
 */
export async function saveCatalogFile(
  catalogDir: string,
  key: CatalogKey,
  request: { version: string; data?: unknown; text?: string },
): Promise<ApiReply> {
  const found = await diskCopy(catalogDir, key);
  if (!('disk' in found)) return found;
  const { disk, file } = found;
  if (disk.version !== request.version)
    return reply(409, { conflict: true, message: editMessages.conflict(file), version: disk.version });
  let next: string;
  if (request.text === undefined) next = draftText(disk, request.data);
  else {
    const parsed = parseText(request.text, file);
    if (!parsed.ok)
      return reply(422, { invalid: true, message: editMessages.notJson(parsed.problem), problems: [parsed.problem] });
    next = request.text;
  }
  const bytes = Buffer.from(next);
  if (!disk.bytes.equals(bytes)) {
    const after = await checkDraft(catalogDir, key, next);
    const mine = after.problems.filter((p) => p.file === file);
    if (mine.length) return reply(422, { invalid: true, message: editMessages.invalid(mine), problems: mine });
    // A change here that breaks another file's rule (a product renamed that an offer links to):
    // refused too, though problems other files already had never block this file's save.
    const elsewhere = after.problems.filter((p) => p.file !== file);
    if (elsewhere.length) {
      const known = new Set((await validateCatalog(catalogDir)).problems.map(problemKey));
      const caused = elsewhere.filter((p) => !known.has(problemKey(p)));
      if (caused.length)
        return reply(422, { invalid: true, message: editMessages.breaksOther(caused), problems: caused });
    }
  }
  return replace(catalogDir, key, disk, bytes, 'save');
}

/**
 * Puts back the history entry `id` (RestoreRequest): refused if the file changed on disk since
 * `version`, and checked as a save is (an entry that does not parse, or would leave problems in
 * this file, is refused and nothing written); the text it replaces goes into the history first,
 * as an "undo" entry when Undo asked, so the next Undo steps further back.
 */
export async function restoreCatalogFile(
  catalogDir: string,
  key: CatalogKey,
  { id, version, undo = false }: { id: string; version: string; undo?: boolean },
): Promise<ApiReply> {
  const found = await diskCopy(catalogDir, key);
  if (!('disk' in found)) return found;
  const { disk, file } = found;
  if (disk.version !== version)
    return reply(409, { conflict: true, message: editMessages.conflict(file), version: disk.version });
  const kept = await readHistoryEntry(catalogDir, key, id);
  if (!kept) return reply(404, { message: editMessages.unknownEntry(file, id) });
  if (!disk.bytes.equals(kept)) {
    const text = kept.toString('utf8');
    const parsed = parseText(text, file);
    const problems = parsed.ok
      ? (await checkDraft(catalogDir, key, text)).problems.filter((p) => p.file === file)
      : [parsed.problem];
    if (problems.length)
      return reply(422, { invalid: true, message: editMessages.restoreInvalid(file, problems), problems });
  }
  return replace(catalogDir, key, disk, kept, undo ? 'undo' : 'restore');
}

/** Sets a draft aside in the history (KeepRequest), written as its save would write it: the losing side of a conflict is never lost. */
export async function keepDraft(catalogDir: string, key: CatalogKey, data: unknown): Promise<ApiReply> {
  const entry = await addToHistory(catalogDir, key, await draftFor(catalogDir, key, data), 'draft');
  return reply(200, { entry });
}
