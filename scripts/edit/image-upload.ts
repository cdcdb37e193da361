import { mkdir, readdir, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { UploadReply } from '../../editor/edit-protocol.ts';
import { MAX_PIXELS } from '../images/picture-limits.ts';
import { ruleMessages } from '../validate/validation-messages.ts';
import { editMessages } from './edit-messages.ts';
import { safeFileName } from './safe-file-name.ts';
import { stripLocation } from './strip-location.ts';
import { writeAtomically } from '../files/write-atomically.ts';

/** The folder under catalog/images/ an upload goes to when none is chosen; made when first needed. */
export const UPLOADS = 'uploads';

/** What sharp calls the photos a build makes responsive, and the extension each is saved with. */
const PHOTO_EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

export type UploadOutcome = { status: 201; body: UploadReply } | { status: 400 | 415 | 422; body: { message: string } };

/** How a refusal names the uploaded file: as the browser gave it, without the folder a browser may put before it (C:\fakepath\). */
export const uploadedName = (name: string): string => name.split(/[\\/]/).at(-1) || 'The file';

const refuse = (status: 400 | 415 | 422, message: string): UploadOutcome => ({ status, body: { message } });

/** The folders directly under catalog/images/ (not linked ones): where an upload may go. */
async function imageFolders(imagesDir: string): Promise<string[]> {
  const entries = await readdir(imagesDir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/**
 * What `bytes` are, checked as the build checks a catalogue's photos (scripts/images/photo-info.ts):
 * a JPEG, PNG or WebP that sharp opens within its pixel limit and decodes to the end. Its format and
 * size (as shown, upright) when it may go in, else the refusal.
 */
async function checkPhoto(
  bytes: Buffer,
  name: string,
): Promise<{ format: string; width: number; height: number } | UploadOutcome> {
  const { default: sharp } = await import('sharp');
  // The header alone, however big the picture says it is.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.format) return refuse(415, editMessages.notAPicture(name));
  if (!PHOTO_EXTENSIONS[meta.format]) return refuse(415, editMessages.notAPhoto(name, meta.format));
  const size = meta.autoOrient;
  if (size.width * size.height > MAX_PIXELS)
    return refuse(422, ruleMessages.pictureTooManyPixels(name, size, MAX_PIXELS));
  try {
    // Reads every byte, so a truncated or corrupt photo is refused now, not at the next build.
    await sharp(bytes, { limitInputPixels: MAX_PIXELS }).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    return refuse(422, ruleMessages.photoUnreadable(name, (error as Error).message));
  }
  return { format: meta.format, ...size };
}

/**
 * Puts an uploaded photo into catalog/images/<folder>/ under a safe name of its own (never an
 * existing file's: "-2", "-3"… is added), without its location, written whole or not at all.
 * `itemName` (the list item's name) names a file whose own name leaves nothing readable.
 */
export async function uploadImage(
  catalogDir: string,
  bytes: Buffer,
  { name = '', folder = UPLOADS, itemName = '' }: { name?: string; folder?: string; itemName?: string },
): Promise<UploadOutcome> {
  const shown = uploadedName(name);
  const imagesDir = join(catalogDir, 'images');
  const folders = await imageFolders(imagesDir);
  const unknownFolder = () =>
    refuse(
      400,
      editMessages.unknownFolder(
        folder,
        folders.filter((f) => f !== UPLOADS),
      ),
    );
  if (!folders.includes(folder) && folder !== UPLOADS) return unknownFolder();
  const photo = await checkPhoto(bytes, shown);
  if ('status' in photo) return photo;

  await mkdir(join(imagesDir, folder), { recursive: true });
  // A folder is named only from the list above; its real path is checked all the same.
  const [root, dir] = await Promise.all([realpath(imagesDir), realpath(join(imagesDir, folder))]);
  if (!dir.startsWith(root + sep)) return unknownFolder();
  const base = safeFileName(name, itemName);
  const extension = PHOTO_EXTENSIONS[photo.format]!;
  const clean = await stripLocation(bytes);
  for (let n = 1; ; n++) {
    const fileName = `${base}${n === 1 ? '' : `-${n}`}.${extension}`;
    try {
      await writeAtomically(join(dir, fileName), clean, { exclusive: true });
      return { status: 201, body: { path: `images/${folder}/${fileName}`, width: photo.width, height: photo.height } };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
