/**
 * Answers a build works out once and asks for again and again (a long list's pages, the events'
 * order, the menu's chips), each by the object it was worked out from. One per build, carried by
 * the render session (scripts/render/render-session.tsx) to the pages; `kiln dev`, which notes
 * what each unit of the build reads, empties it before each unit, so that every answer a unit
 * uses is worked out, and its reads noted, by that unit.
 */
export interface BuildMemo {
  /** The answer `make` gives for `key`, under `kind`, made once while the memo lasts. */
  of<K extends object, V>(kind: string, key: K, make: (key: K) => V): V;
  /** Forgets every answer. */
  clear(): void;
}

export function buildMemo(): BuildMemo {
  let kept = new Map<string, WeakMap<object, unknown>>();
  return {
    of<K extends object, V>(kind: string, key: K, make: (key: K) => V): V {
      let byKey = kept.get(kind);
      if (!byKey) kept.set(kind, (byKey = new WeakMap()));
      if (byKey.has(key)) return byKey.get(key) as V;
      const made = make(key);
      byKey.set(key, made);
      return made;
    },
    clear: () => void (kept = new Map()),
  };
}

/** No memo: each answer worked out when asked. */
export const NO_MEMO: BuildMemo = { of: (_kind, key, make) => make(key), clear: () => undefined };
