import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageUse } from '../../editor/edit-protocol.ts';
import { CATALOG_KEYS, catalogFileName } from '../../site/core/catalog/catalog-keys.ts';
import { isRecord } from '../../site/core/lib/is-record.ts';
import { escapeSegment } from '../../site/core/lib/json-pointer.ts';
import { schemaRefFor } from '../validate/rules/schema-reference.ts';
import { readCatalogFile } from './catalog-file-store.ts';
import { listImages } from './catalog-images.ts';
import type { ApiReply } from './catalog-writes.ts';

/** What an item is called, for "used in Gallery · Blue bowl": its name or title, else nothing. */
function nameOf(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  for (const key of ['name', 'title', 'heading', 'label', 'question', 'id'])
    if (typeof value[key] === 'string' && value[key]) return value[key] as string;
  return undefined;
}

/**
 * Every place a catalogue file on disk names a picture under images/: the file (by its schema's
 * title, as staff know it), the field and the item around it. Drafts are not on disk: the editor
 * adds its own form's uses.
 */
export async function findImageUses(catalogDir: string): Promise<ImageUse[]> {
  const uses: ImageUse[] = [];
  for (const key of CATALOG_KEYS) {
    const read = await readCatalogFile(catalogDir, key);
    if (!read.ok || !read.file.parsed.ok) continue;
    const schema: unknown = await readFile(join(catalogDir, schemaRefFor(catalogFileName(key))), 'utf8').then(
      JSON.parse,
      () => undefined,
    );
    const title = isRecord(schema) && typeof schema.title === 'string' ? schema.title : catalogFileName(key);
    const walk = (value: unknown, pointer: string, item: string | undefined): void => {
      if (typeof value === 'string') {
        if (value.startsWith('images/')) uses.push({ path: value, key, title, pointer, ...(item && { item }) });
      } else if (Array.isArray(value)) {
        for (const [i, v] of value.entries()) walk(v, `${pointer}/${i}`, nameOf(v) ?? item);
      } else if (isRecord(value))
        for (const [k, v] of Object.entries(value)) walk(v, `${pointer}/${escapeSegment(k)}`, item);
    };
    walk(read.file.parsed.data, '', undefined);
  }
  return uses;
}

/**
 * Deletes a picture nothing in the catalogue uses (DeleteImageRequest): only a file the picker
 * lists (a picture under catalog/images/, never a folder or anything outside), and never one a
 * catalogue file names.
 */
export async function deleteImage(catalogDir: string, path: string): Promise<ApiReply> {
  if (!(await listImages(catalogDir)).some((image) => image.path === path)) {
    return { status: 404, body: { message: `There is no picture ${path} in catalog/images/.` } };
  }
  // Case apart, the same file on a Mac's or Windows' disk.
  const used = (await findImageUses(catalogDir)).filter((use) => use.path.toLowerCase() === path.toLowerCase());
  if (used.length) {
    const places = [...new Set(used.map((u) => (u.item ? `${u.title} · ${u.item}` : u.title)))].join(', ');
    return {
      status: 409,
      body: { message: `${path} is used in ${places}: choose another picture there first, then delete it.` },
    };
  }
  // A file that does not parse has no uses to list, yet may name it in its text: staff are fixing it.
  for (const key of CATALOG_KEYS) {
    const read = await readCatalogFile(catalogDir, key);
    if (read.ok && !read.file.parsed.ok && read.file.text.toLowerCase().includes(path.toLowerCase())) {
      return {
        status: 409,
        body: {
          message: `${path} is named in ${catalogFileName(key)}, which is being fixed: fix that file first, then delete it.`,
        },
      };
    }
  }
  await rm(join(catalogDir, ...path.split('/')));
  return { status: 200, body: { deleted: path } };
}
