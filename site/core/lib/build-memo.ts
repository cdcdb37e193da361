/**
 * Answers a build works out once and asks for again and again (a long list's pages, the events'
 * order, the menu's chips, a catalogue file's hash), each by the object it was worked out from.
 * One per build, carried by the render session (scripts/render/render-session.tsx) to the pages;
 * `kiln dev`, which notes what each unit of the build reads, empties it before each unit, so that
 * every answer a unit uses is worked out, and its reads noted, by that unit. It hands the memo on
 * to its next build, whose unchanged files are the same objects: what is `kept` is not made again.
 */
export interface BuildMemo {
  /** The answer `make` gives for `key`, under `kind`, made once while the memo lasts. */
  of<K extends object, V>(kind: string, key: K, make: (key: K) => V): V;
  /** As `of`, for an answer that notes no read (from the catalogue itself, not a unit's view): kept through `clear`. */
  kept<K extends object, V>(kind: string, key: K, make: (key: K) => V): V;
  /** Forgets every answer but those `kept`. */
  clear(): void;
}

type Answers = Map<string, WeakMap<object, unknown>>;

function answer<K extends object, V>(answers: Answers, kind: string, key: K, make: (key: K) => V): V {
  let byKey = answers.get(kind);
  if (!byKey) answers.set(kind, (byKey = new WeakMap()));
  if (byKey.has(key)) return byKey.get(key) as V;
  const made = make(key);
  byKey.set(key, made);
  return made;
}

export function buildMemo(): BuildMemo {
  let asked: Answers = new Map();
  const kept: Answers = new Map();
  return {
    of: (kind, key, make) => answer(asked, kind, key, make),
    kept: (kind, key, make) => answer(kept, kind, key, make),
    clear: () => void (asked = new Map()),
  };
}

/** No memo: each answer worked out when asked. */
export const NO_MEMO: BuildMemo = {
  of: (_kind, key, make) => make(key),
  kept: (_kind, key, make) => make(key),
  clear: () => undefined,
};
