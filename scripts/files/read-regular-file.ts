import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Stats } from 'node:fs';

/** What stood where an ordinary file was expected. */
export type NotAFile = 'folder' | 'named pipe' | 'device';

export type ReadRegularFile =
  | { ok: true; text: string }
  | { ok: false; notAFile: NotAFile }
  | { ok: false; tooBig: number };

/**
 * Reads `path` as UTF-8 text, but only an ordinary file (a symlink to one is fine) of at most
 * `maxBytes`: a named pipe would make the read wait forever, and a device (a symlink to
 * /dev/urandom) never end, taking memory until the process dies. Other failures (ENOENT, EACCES)
 * reject as readFile's do.
 */
export async function readRegularFile(path: string, maxBytes: number): Promise<ReadRegularFile> {
  // Non-blocking, so opening a pipe that nothing writes to returns at once; an ordinary file reads
  // the same either way. Windows has no such flag, nor named pipes in the file system.
  const handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    // The opened file's own, so what is read is what was looked at.
    const info = await handle.stat();
    if (!info.isFile()) return { ok: false, notAFile: kindOf(info) };
    if (info.size > maxBytes) return { ok: false, tooBig: info.size };
    // One byte more than allowed, in case the file grew since: read to its end or past the limit.
    // Only the bytes read are used: no need to zero the rest first.
    const buffer = Buffer.allocUnsafe(Math.min(info.size, maxBytes) + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > maxBytes) return { ok: false, tooBig: length };
    return { ok: true, text: buffer.toString('utf8', 0, length) };
  } finally {
    await handle.close();
  }
}

function kindOf(info: Stats): NotAFile {
  if (info.isDirectory()) return 'folder';
  if (info.isFIFO()) return 'named pipe';
  // A socket cannot be opened (ENXIO): what is left is a device.
  return 'device';
}
