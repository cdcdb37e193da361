import { build } from 'esbuild';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

/*
 * The dependency rules of DESIGN.md and docs/architecture.md, checked on the real
 * import graph (esbuild resolves every import, as the bundles do; type-only imports are erased).
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SOURCES = ['site', 'hub', 'editor', 'scripts'];

/** Every module and the modules it imports, by path relative to the repository. */
async function importGraph(): Promise<Map<string, string[]>> {
  const entryPoints: string[] = [];
  for (const dir of SOURCES) {
    const entries = await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const e of entries)
      if (e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
        entryPoints.push(relative(ROOT, join(e.parentPath, e.name)));
  }
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
    splitting: true,
  });
  const graph = new Map<string, string[]>();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    graph.set(
      file,
      input.imports.filter((i) => !i.external && SOURCES.some((s) => i.path.startsWith(`${s}/`))).map((i) => i.path),
    );
  }
  return graph;
}

/** The strongly connected groups of more than one node (or with a self-loop): the cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const group: string[] = [];
      let w: string;
      do group.push((w = stack.pop()!));
      while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return found;
}

/**
 * The folder a module belongs to, at the level docs/architecture.md describes: "site/commerce/checkout.ts" →
 * "site/commerce", "scripts/validate/rules/rule.ts" → "scripts/validate"; inside the core one level
 * deeper, "site/core/commerce/cart.ts" → "site/core/commerce". A loose file such as "scripts/build.ts"
 * stands for itself.
 */
const folderOf = (file: string) => {
  const parts = file.split('/');
  const depth = file.startsWith('site/core/') ? 3 : 2;
  return parts.length > depth ? parts.slice(0, depth).join('/') : file;
};

const folderGraph = (graph: Map<string, string[]>) => {
  const folders = new Map<string, string[]>();
  for (const [file, imports] of graph) {
    const from = folderOf(file);
    const to = new Set(folders.get(from) ?? []);
    for (const i of imports) if (folderOf(i) !== from) to.add(folderOf(i));
    folders.set(from, [...to]);
  }
  return folders;
};

/** Every import from a file matching `from` to a file matching `to`, as "a → b". */
const imports = (graph: Map<string, string[]>, from: RegExp, to: RegExp) =>
  [...graph].flatMap(([file, deps]) =>
    from.test(file) ? deps.filter((d) => to.test(d)).map((d) => `${file} → ${d}`) : [],
  );

let graph: Map<string, string[]>;
const arch = suite('architecture: which code may import which');
arch.before(async () => {
  graph = await importGraph();
});

arch('should see the whole tree (so the rules below check something)', () => {
  assert.ok(graph.size > 150, `${graph.size} modules`);
  assert.ok(graph.get('site/client/boot.ts')?.includes('site/client/hydrate-islands.ts'));
});

arch('should have no import cycle between files', () => {
  assert.equal(cycles(graph), []);
});

arch('should have no import cycle between folders', () => {
  assert.equal(cycles(folderGraph(graph)), []);
});

arch('should keep site/ free of scripts/: the site never imports the build', () => {
  assert.equal(imports(graph, /^(site|hub)\//, /^scripts\//), []);
});

// That the core has no DOM and no Node in it is the compiler's job (tsconfig.core.json); which way its imports point is this test's.
arch(
  'should keep the pure core (site/core/) to itself: it imports nothing of the site, the hub, the editor or scripts/',
  () => {
    assert.ok(graph.has('site/core/routes.ts'), 'the core is in the graph');
    assert.equal(imports(graph, /^site\/core\//, /^(?!site\/core\/)/), []);
  },
);

arch('should keep the rest of the pure modules (commerce, lib) free of storage, DOM glue and components', () => {
  assert.equal(
    imports(graph, /^site\/(commerce|lib)\//, /^site\/(store|client|islands|ui|sections|pages|layout|styles)\//),
    [],
  );
});

arch('should let store/ only persist: it imports pure modules and itself', () => {
  assert.equal(imports(graph, /^site\/store\//, /^site\/(client|islands|ui|sections|pages|layout|styles)\//), []);
});

arch('should let nothing but the client entries import client/', () => {
  assert.equal(imports(graph, /^site\/(?!client\/)|^scripts\//, /^site\/client\//), []);
});

arch('should keep components (ui/, sections/) free of the islands and pages that compose them', () => {
  assert.equal(imports(graph, /^site\/(ui|sections)\//, /^site\/(islands|pages)\//), []);
});

arch("should keep the hub off the site's islands: it shares components and rules, not islands", () => {
  assert.equal(imports(graph, /^hub\//, /^site\/islands\//), []);
});

arch(
  'should keep the editor its own app: nothing imports it but its server, and it uses only the site’s pure modules and store',
  () => {
    assert.equal(imports(graph, /^(site|hub)\//, /^editor\//), []);
    assert.equal(imports(graph, /^scripts\/(?!edit\/)/, /^editor\//), []);
    assert.equal(imports(graph, /^editor\//, /^(scripts|hub)\/|^site\/(?!core\/|lib\/|store\/)/), []);
    assert.ok(graph.get('editor/start-editor.tsx')?.includes('editor/editor-app.tsx'), 'the editor is in the graph');
  },
);

arch('should give no two source files one base name: from a call or an import, one file', async () => {
  // The catalogue's generated types are named after the schemas they mirror, as their façades are.
  const names = new Map<string, string[]>();
  for (const dir of SOURCES) {
    for (const e of await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      const path = relative(ROOT, join(e.parentPath, e.name));
      if (!e.isFile() || !/\.(tsx?|mjs)$/.test(e.name) || e.name.endsWith('.d.ts') || path.includes('/generated/'))
        continue;
      // Header.tsx and header.ts, not-found and NotFound: one name to a reader.
      const base = e.name
        .replace(/\.(tsx?|mjs)$/, '')
        .replace(/-/g, '')
        .toLowerCase();
      names.set(base, [...(names.get(base) ?? []), path]);
    }
  }
  assert.equal(
    [...names.values()].filter((paths) => paths.length > 1),
    [],
  );
});

arch.run();
