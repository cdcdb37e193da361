import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSchemas, type LoadedSchemas } from '../validate/load-schemas.ts';
import { loadShopCatalog, SHOP_FILES, type ShopCatalog } from './shop-catalog.ts';

export interface LiveShopCatalog {
  /** The catalogue as the files are now, or the last good one while a file is broken. */
  current(): Promise<ShopCatalog>;
}

/**
 * The emulator's catalogue, kept current while it runs (`kiln dev` edits it): each request
 * compares the files' size, mtime and inode with the last read and reloads on a change. A broken
 * file logs one line, once per change, and the last good catalogue goes on selling (nothing, if
 * the catalogue was broken from the start).
 */
export async function liveShopCatalog(dir: string): Promise<LiveShopCatalog> {
  let schemas: Promise<LoadedSchemas> | undefined;
  // Schemas are read once; a failed read is tried again on the next change.
  const load = async () =>
    loadShopCatalog(
      dir,
      await (schemas ??= loadSchemas(join(dir, 'schemas')).catch((error: unknown) => {
        schemas = undefined;
        throw error;
      })),
    );
  const signature = async () =>
    (
      await Promise.all(
        SHOP_FILES.map((name) =>
          stat(join(dir, name)).then(
            (s) => `${s.ino}:${s.size}:${s.mtimeMs}`,
            () => 'missing',
          ),
        ),
      )
    ).join('|');

  let seen = await signature();
  // `kiln dev` starts on a broken catalogue too: sell nothing until a save fixes it.
  let good: ShopCatalog = await load().catch((error: Error) => {
    console.error(`[emulator] ${error.message} (selling nothing until it is fixed)`);
    return { storeName: '', demo: [], cafe: new Map() };
  });
  // One check at a time: requests arriving during a reload wait for it instead of reading again.
  let checking: Promise<ShopCatalog> | undefined;

  const check = async (): Promise<ShopCatalog> => {
    const now = await signature();
    if (now === seen) return good;
    seen = now;
    try {
      good = await load();
    } catch (error) {
      console.error(`[emulator] ${(error as Error).message} (still selling the last good catalogue)`);
    }
    return good;
  };

  return {
    current() {
      checking ??= check().finally(() => (checking = undefined));
      return checking;
    },
  };
}
