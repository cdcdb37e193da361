import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { CATALOG_KEYS, catalogFileName, type Catalog } from '../../site/catalog/index.ts';
import type { Problem } from './problem.ts';

export interface ValidationResult {
  /** Present only when there are no problems. */
  catalog?: Catalog;
  problems: Problem[];
}

// First cut: reads and parses every file. Schemas and cross-file rules replace this.
export async function validateCatalog(dir: string): Promise<ValidationResult> {
  const problems: Problem[] = [];
  const catalog: Record<string, unknown> = {};
  for (const key of CATALOG_KEYS) {
    const path = join(dir, catalogFileName(key));
    const file = relative(process.cwd(), path) || path;
    try {
      catalog[key] = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      problems.push({ file, pointer: '', line: 1, column: 1, message: (error as Error).message });
    }
  }
  return problems.length ? { problems } : { catalog: catalog as unknown as Catalog, problems };
}
