import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MenuCatalog } from '../../site/core/catalog/menu.ts';
import type { PackagesCatalog } from '../../site/core/catalog/packages.ts';
import type { DemoProduct, StoreCatalog } from '../../site/core/catalog/store.ts';
import type { StoreProduct, StoreVariant } from '../../site/core/commerce/types.ts';
import type { LoadedSchemas } from '../validate/load-schemas.ts';
import { locatePointer, positionAt } from '../validate/locate.ts';
import { parseJson } from '../validate/parse-json.ts';
import { formatProblem } from '../../site/core/problems/problem.ts';
import { displayPath } from '../validate/display-path.ts';
import { explainSchemaErrors } from '../validate/schema-errors.ts';
import { cafeItems } from './cafe-items.ts';

/** What the emulator sells, from the catalogue files it reads. */
export interface ShopCatalog {
  storeName: string;
  demo: DemoProduct[];
  cafe: Map<string, { product: StoreProduct; variant: StoreVariant }>;
}

/** The catalogue files the emulator reads (a change to any of them is picked up while it runs). */
export const SHOP_FILES = ['store.json', 'menu.json', 'packages.json'] as const;

/**
 * Reads store.json, menu.json and packages.json and checks each against its schema, so a
 * half-saved or mistyped file is refused whole. Throws one line, as `kiln validate` prints it.
 */
export async function loadShopCatalog(dir: string, schemas: LoadedSchemas): Promise<ShopCatalog> {
  // store.json and packages.json may be left out (site/core/catalog/optional-files.ts): then none of theirs is sold.
  const [store, menu, packages] = await Promise.all(
    SHOP_FILES.map((name) => readChecked(join(dir, name), schemas, name !== 'menu.json')),
  );
  const emulator = (store as StoreCatalog | undefined)?.emulator;
  return {
    storeName: emulator?.storeName ?? '',
    demo: emulator?.products ?? [],
    cafe: cafeItems(menu as MenuCatalog, packages as PackagesCatalog | undefined),
  };
}

async function readChecked(path: string, schemas: LoadedSchemas, optional = false): Promise<unknown> {
  const file = displayPath(path);
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (optional && error.code === 'ENOENT') return undefined;
    throw new Error(`${file}: ${error.message}`);
  });
  if (text === undefined) return undefined;
  const parsed = parseJson(text);
  if (!parsed.ok)
    throw new Error(formatProblem({ file, pointer: '', ...positionAt(text, parsed.offset), message: parsed.message }));
  const validate = schemas.compile(
    path
      .split(/[\\/]/)
      .pop()!
      .replace(/\.json$/, '.schema.json'),
  );
  if (typeof validate === 'function' && !validate(parsed.data)) {
    const [first] = explainSchemaErrors(validate.errors ?? []);
    const pointer = first?.pointer ?? '';
    throw new Error(
      formatProblem({
        file,
        pointer,
        ...locatePointer(text, pointer, { key: first?.atKey }),
        message: first?.message ?? 'does not match its schema',
      }),
    );
  }
  return parsed.data;
}
