import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What changed among the catalogue folder's own files since the last look: nothing, only catalogue texts (.json), or something else too. */
export type CatalogChange = 'none' | 'texts' | 'other';

/** A file's identity and state: a rename over it gives a new inode, a write a new time or size. */
const stamp = (path: string): string | undefined => {
  try {
    const s = statSync(path, { bigint: true });
    return s.isFile() ? `${s.ino}:${s.size}:${s.mtimeNs}` : undefined;
  } catch {
    return undefined;
  }
};

function look(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return files;
  }
  // Dot names (a save's temporary file, an editor's swap file, .history) are nothing a build reads.
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const s = stamp(join(dir, name));
    if (s !== undefined) files.set(name, s);
  }
  return files;
}

/**
 * The files directly in the catalogue folder, as last seen. A watcher's event names what the
 * system reports, which for a file renamed over another (an atomic save, by Kiln's editor or by
 * VS Code or vim) is often only the temporary name: so what changed is found by looking, not by
 * trusting the name. Looking again right away finds nothing: each change is told once.
 */
export function catalogSnapshot(dir: string): { changes(): CatalogChange } {
  let last = look(dir);
  return {
    changes() {
      const now = look(dir);
      const changed = new Set<string>();
      for (const [name, s] of now) if (last.get(name) !== s) changed.add(name);
      for (const name of last.keys()) if (!now.has(name)) changed.add(name);
      last = now;
      if (!changed.size) return 'none';
      return [...changed].every((name) => name.endsWith('.json')) ? 'texts' : 'other';
    },
  };
}
