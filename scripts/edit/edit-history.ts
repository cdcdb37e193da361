import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HistoryEntry } from '../../editor/edit-protocol.ts';
import { catalogFileName, type CatalogKey } from '../../site/core/catalog/catalog-keys.ts';
import { MAX_FILE_BYTES } from '../validate/parse-json.ts';
import { writeAtomically } from '../files/write-atomically.ts';

/*
 * Every version a save, a restore or a conflict set aside, in <catalog>/.history/<file>/, one file
 * each, byte for byte: "undo" never depends on git, and git never sees them.
 */

/** The newest entries kept per file; older ones Kiln wrote are deleted. */
export const HISTORY_KEPT = 50;

/** The most one file's entries may take together; the oldest go first (the newest is always kept). */
export const HISTORY_BYTES = 100 * 1024 * 1024;

/** The largest entry: no larger than a catalogue file may be (validate refuses a bigger one). */
export const HISTORY_ENTRY_BYTES = MAX_FILE_BYTES;

/** Thrown when an entry is larger than HISTORY_ENTRY_BYTES: nothing is written. */
export class HistoryEntryTooBig extends Error {
  constructor(readonly bytes: number) {
    super(`a history entry of ${bytes} bytes`);
  }
}

export const HISTORY_FOLDER = '.history';

type Reason = HistoryEntry['reason'];

/** An entry's id, its file name without ".json": when (UTC, to the millisecond, sortable as text) and why. */
const ENTRY_ID = /^(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z)-(save|restore|undo|draft)$/;

const idAt = (time: number, reason: Reason) => `${new Date(time).toISOString().replace(/:/g, '-')}-${reason}`;
const historyOf = (catalogDir: string, key: CatalogKey) =>
  join(catalogDir, HISTORY_FOLDER, catalogFileName(key).replace(/\.json$/, ''));

/** The file's entries, newest first: only files named as Kiln names them. */
export async function listHistory(catalogDir: string, key: CatalogKey): Promise<HistoryEntry[]> {
  const dir = historyOf(catalogDir, key);
  const names = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const entries = await Promise.all(
    names.map(async (entry): Promise<HistoryEntry | undefined> => {
      const found =
        entry.isFile() && entry.name.endsWith('.json') ? ENTRY_ID.exec(entry.name.slice(0, -'.json'.length)) : null;
      if (!found) return undefined;
      const bytes = await stat(join(dir, entry.name)).then(
        (s) => s.size,
        () => undefined,
      );
      if (bytes === undefined) return undefined;
      const savedAt = found[1]!.replace(/T(\d{2})-(\d{2})-(\d{2})/, 'T$1:$2:$3');
      return { id: found[0], savedAt, reason: found[2] as Reason, bytes };
    }),
  );
  return entries.filter((e): e is HistoryEntry => e !== undefined).sort((a, b) => (a.id < b.id ? 1 : -1));
}

/** The text kept as `id`, byte for byte; undefined unless `id` is one of the file's listed entries (so no path can be named). */
export async function readHistoryEntry(catalogDir: string, key: CatalogKey, id: string): Promise<Buffer | undefined> {
  if (!(await listHistory(catalogDir, key)).some((entry) => entry.id === id)) return undefined;
  return readFile(join(historyOf(catalogDir, key), `${id}.json`)).catch(() => undefined);
}

/**
 * Keeps `text` as the file's newest entry, then deletes its entries beyond the HISTORY_KEPT newest
 * and the oldest beyond HISTORY_BYTES in all. An entry over HISTORY_ENTRY_BYTES is refused
 * (HistoryEntryTooBig): one huge request must not fill the disk.
 * The history folder, when Kiln makes it, gets a .gitignore of its own, so git ignores it in any
 * repository the catalogue is in.
 */
export async function addToHistory(
  catalogDir: string,
  key: CatalogKey,
  text: Uint8Array | string,
  reason: Reason,
  limits = { entries: HISTORY_KEPT, bytes: HISTORY_BYTES, entryBytes: HISTORY_ENTRY_BYTES },
): Promise<HistoryEntry> {
  const size = typeof text === 'string' ? Buffer.byteLength(text) : text.byteLength;
  if (size > limits.entryBytes) throw new HistoryEntryTooBig(size);
  const root = join(catalogDir, HISTORY_FOLDER);
  const made = await mkdir(root).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return false;
      throw error;
    },
  );
  if (made) await writeFile(join(root, '.gitignore'), '*\n');
  const dir = historyOf(catalogDir, key);
  await mkdir(dir, { recursive: true });
  // Two entries in one millisecond: the second takes the next one, so entries stay in order.
  const taken = new Set((await listHistory(catalogDir, key)).map((entry) => entry.savedAt));
  let id = '';
  for (let time = Date.now(); ; time++) {
    if (taken.has(new Date(time).toISOString())) continue;
    id = idAt(time, reason);
    try {
      await writeAtomically(join(dir, `${id}.json`), text, { exclusive: true });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const entries = await listHistory(catalogDir, key);
  let total = 0;
  // Newest first: the first is the one just written, kept whatever its size.
  const kept = entries.findIndex((entry, i) => (total += entry.bytes) > limits.bytes && i > 0);
  const keep = Math.min(limits.entries, kept === -1 ? entries.length : kept);
  await Promise.all(entries.slice(keep).map((old) => rm(join(dir, `${old.id}.json`), { force: true })));
  return entries.find((entry) => entry.id === id)!;
}
