import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_DIR } from '../project-dir.ts';

/**
 * Each island's module by its name, read from site/islands/registry.ts (its `load: () =>
 * import('./x.tsx')` lines), for the Node side that has to know which chunk an island is: the
 * byte budget (scripts/budgets.ts) and the idle prefetch's table (idle-prefetch-table.ts). Every
 * `import(` of the file must be read, or this throws.
 */
export async function islandModules(): Promise<Map<string, string>> {
  const text = await readFile(join(PROJECT_DIR, 'site/islands/registry.ts'), 'utf8');
  const islands = new Map(
    [...text.matchAll(/^\s*'?([\w-]+)'?: \{ load: \(\) => import\('\.\/([\w-]+\.tsx)'\)/gm)].map(([, name, file]) => [name!, `site/islands/${file}`]),
  );
  if (islands.size !== text.split('import(').length - 1) throw new Error('site/islands/registry.ts is no longer read whole');
  return islands;
}
