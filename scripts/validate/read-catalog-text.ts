import { readRegularFile } from '../files/read-regular-file.ts';
import { fileMessages } from './validation-messages.ts';
import { MAX_FILE_BYTES } from './parse-json.ts';

export type CatalogText = { ok: true; text: string } | { ok: false; missing: boolean; message: string };

/**
 * A catalogue or schema file's text, or why there is none in one line. Only an ordinary file up to
 * MAX_FILE_BYTES is read: a named pipe would keep validation waiting forever, a device (a shortcut
 * to /dev/urandom) would fill the memory. Without the byte-order mark some editors (Windows
 * Notepad) put first: JSON has none, and it is invisible.
 */
export async function readCatalogText(path: string): Promise<CatalogText> {
  try {
    const read = await readRegularFile(path, MAX_FILE_BYTES);
    if (read.ok) return { ok: true, text: read.text.replace(/^\uFEFF/, '') };
    const message =
      'notAFile' in read ? fileMessages.notAFile(read.notAFile) : fileMessages.tooBig(read.tooBig, MAX_FILE_BYTES);
    return { ok: false, missing: false, message };
  } catch (error) {
    return {
      ok: false,
      missing: (error as NodeJS.ErrnoException).code === 'ENOENT',
      message: fileMessages.unreadable((error as Error).message),
    };
  }
}
