import type { IdlePrefetchTable } from '../../site/client/prefetch-likely-taps.ts';
import type { BundleOutput } from '../prebuilt/cached-bundle.mjs';

/** The modules an island's hydration fetches besides its own (client/hydrate-islands.ts). */
export const WITH_ANY_ISLAND = ['site/client/hydrate-component.tsx', 'site/client/init-cart-sync.ts'] as const;
const CART_CODE = 'site/client/init-cart-sync.ts';

/**
 * What the browser's idle prefetch (site/client/prefetch-likely-taps.ts) fetches for a page's likely
 * first taps, as addresses: for each island, its chunk and what waking it fetches (React's glue,
 * the cart's code: client/hydrate-islands.ts), and for an Add button, the cart's code alone.
 * Each with every chunk it imports statically, as a `<link rel="modulepreload">` fetches one file.
 * From the split stage's files (paths under assets/) and each island's module (site/islands/island-files.ts).
 */
export function idlePrefetchTable(
  outputs: Record<string, BundleOutput>,
  islands: Readonly<Record<string, string>>,
  publicPath: string,
): IdlePrefetchTable {
  const byEntry = new Map(
    Object.entries(outputs).flatMap(([file, o]) => (o.entryPoint ? [[o.entryPoint, file] as const] : [])),
  );
  const closure = (modules: readonly string[]): string[] => {
    const files = new Set<string>();
    const add = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') add(i.path);
    };
    for (const module of modules) {
      const file = byEntry.get(module);
      if (!file) throw new Error(`idle prefetch: no chunk of ${module} in the split bundle`);
      add(file);
    }
    return [...files].map((file) => `${publicPath}/${file}`);
  };
  return {
    islands: Object.fromEntries(
      Object.entries(islands).map(([name, module]) => [name, closure([module, ...WITH_ANY_ISLAND])]),
    ),
    cart: closure([CART_CODE]),
  };
}
