import { randomBytes } from 'node:crypto';
import { link, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Writes `data` to `path` whole or not at all: into a temporary file beside it (same folder, same
 * disk), flushed to the disk, then renamed over it, so a crash or a full disk mid-save never leaves
 * half a catalogue file. With `exclusive`, an existing file is never replaced (a history entry, an
 * upload): the temporary file is linked to the name, which fails with EEXIST if it is taken. The
 * temporary file is removed in every case.
 */
export async function writeAtomically(
  path: string,
  data: Uint8Array | string,
  { exclusive = false } = {},
): Promise<void> {
  // A dot file, so the dev loop's rebuilds and anyone listing the folder pass over it.
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (exclusive) await link(temp, path);
    else await rename(temp, path);
  } finally {
    await rm(temp, { force: true });
  }
}
