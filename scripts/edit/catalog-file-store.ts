import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { catalogFileName, type CatalogKey } from '../../site/core/catalog/catalog-keys.ts';
import { positionAt } from '../validate/locate.ts';
import { MAX_FILE_BYTES, parseJson } from '../validate/parse-json.ts';
import type { Problem } from '../../site/core/problems/problem.ts';
import { displayPath } from '../validate/display-path.ts';
import { fileMessages } from '../validate/validation-messages.ts';
import { minimalEdits } from './minimal-edits.ts';

/** A catalogue file as it is on disk, read once for one request. */
export interface DiskFile {
  bytes: Buffer;
  /** Its text, without the byte-order mark some editors put first (`bom` says whether it had one). */
  text: string;
  bom: boolean;
  /** A hash of its bytes: any change to them changes it. */
  version: string;
  /** What the text holds, or where it stops being JSON. */
  parsed: { ok: true; data: unknown } | { ok: false; problem: Problem };
}

export type DiskRead = { ok: true; file: DiskFile } | { ok: false; missing: boolean; message: string };

export const catalogFilePath = (catalogDir: string, key: CatalogKey) => join(catalogDir, catalogFileName(key));

/** "catalog/menu.json": the file as `kiln validate` names it. */
export const shownName = (catalogDir: string, key: CatalogKey) => displayPath(catalogFilePath(catalogDir, key));

export const versionOf = (bytes: Uint8Array | string): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Where `text` stops being JSON, as `kiln validate` says it, or what it holds. */
export function parseText(text: string, file: string): DiskFile['parsed'] {
  const parsed = parseJson(text);
  if (parsed.ok) return parsed;
  return { ok: false, problem: { file, pointer: '', ...positionAt(text, parsed.offset), message: parsed.message } };
}

/**
 * The catalogue file of `key`, or why it cannot be opened (validation's reasons). As validation
 * reads it: only an ordinary file (not a pipe that would never end) of at most MAX_FILE_BYTES.
 */
export async function readCatalogFile(catalogDir: string, key: CatalogKey): Promise<DiskRead> {
  const file = shownName(catalogDir, key);
  let bytes: Buffer;
  try {
    const handle = await open(catalogFilePath(catalogDir, key), constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    try {
      const info = await handle.stat();
      if (!info.isFile())
        return {
          ok: false,
          missing: false,
          message: fileMessages.notAFile(info.isDirectory() ? 'folder' : 'named pipe or device'),
        };
      if (info.size > MAX_FILE_BYTES)
        return { ok: false, missing: false, message: fileMessages.tooBig(info.size, MAX_FILE_BYTES) };
      bytes = await handle.readFile();
    } finally {
      await handle.close();
    }
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return { ok: false, missing, message: fileMessages.unreadable((error as Error).message) };
  }
  const raw = bytes.toString('utf8');
  const text = raw.replace(/^\uFEFF/, '');
  return {
    ok: true,
    file: { bytes, text, bom: text !== raw, version: versionOf(bytes), parsed: parseText(text, file) },
  };
}

/**
 * The text a save of `data` writes: the file on disk edited only where a value changed (so an
 * unchanged form is the same bytes, and one price is one line), or, for a file that does not
 * parse, `data` written out anew.
 */
export function draftText(disk: DiskFile, data: unknown): string {
  const text = disk.parsed.ok ? minimalEdits(disk.text, disk.parsed.data, data) : `${JSON.stringify(data, null, 2)}\n`;
  return disk.bom ? `\uFEFF${text}` : text;
}
