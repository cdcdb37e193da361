import { createContext } from 'react';

/**
 * Props too big to carry in a page (they would push it past one round trip) go in a content-hashed
 * JSON file beside the bundles instead, fetched together with the island's code when it wakes.
 * The build's render session (scripts/render/render-session.tsx) provides the map they go in;
 * `<Island>` records them while a page renders, and the build writes them.
 */
export const PropsFiles = createContext<Map<string, string> | null>(null);

/** Records the props in `files` and returns the URL a page points at for them; the same props always get the same file. */
export function propsFile(files: Map<string, string> | null, island: string, json: string): string {
  if (!files)
    throw new Error(`<Island name="${island}"> rendered outside a render session: its props file would be lost`);
  const path = `/assets/islands/${island}-${contentHash(json)}.json`;
  files.set(path, json);
  return path;
}

/** 64 bits of FNV-1a (two seeds), enough to tell versions of a file apart for caching; the server renders in any runtime. */
export function contentHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
