import { isRecord } from '../site/core/lib/is-record.ts';
import { createLocalStore, type Store } from '../site/store/local-store.ts';
import { adoptClosedTabDraft, draftKey, thisTab } from './tab-drafts.ts';

/**
 * What staff typed but have not saved, kept in this browser until it is saved or discarded: it
 * survives a reload, a closed tab and a form that cannot be saved yet. `version` is the file's
 * version it was made from, so a draft of a file changed since still meets the conflict check.
 * Each tab keeps its own (editor/tab-drafts.ts): a save in one tab never drops another's.
 */
export interface Draft {
  version: string;
  /** The form's data, or the whole text of a file that does not parse. */
  data?: unknown;
  text?: string;
  /** The file's data the draft was begun from: what a file changed since is merged against. */
  base?: unknown;
  /** When it was last changed (ms since 1970). */
  at: number;
}

export const parseDraft = (raw: unknown): Draft | undefined =>
  isRecord(raw) &&
  typeof raw.version === 'string' &&
  typeof raw.at === 'number' &&
  ('data' in raw || typeof raw.text === 'string')
    ? {
        version: raw.version,
        at: raw.at,
        ...('data' in raw && { data: raw.data }),
        ...(typeof raw.text === 'string' && { text: raw.text }),
        ...('base' in raw && { base: raw.base }),
      }
    : undefined;

const stores = new Map<string, Store<Draft | undefined>>();

/** This tab's draft of one catalogue file ("catalog/menu.json"); corrupt storage reads as no draft. */
export function draftOf(file: string): Store<Draft | undefined> {
  const key = draftKey(file, thisTab());
  let store = stores.get(key);
  if (!store) {
    store = createLocalStore(key, parseDraft, undefined);
    stores.set(key, store);
  }
  return store;
}

/** Forgets this tab's draft: removes it from storage rather than storing "undefined". */
export function dropDraft(file: string): void {
  draftOf(file).set(undefined);
  try {
    localStorage.removeItem(draftKey(file, thisTab()));
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

/** This tab's draft of `file`, else the newest one a closed tab left, taken up as this tab's. */
export function ownOrLeftDraft(file: string): Draft | undefined {
  const own = draftOf(file).get();
  if (own || !adoptClosedTabDraft(file, parseDraft)) return own;
  stores.delete(draftKey(file, thisTab()));
  return draftOf(file).get();
}

/** Files larger than this keep no base in their draft: the browser's storage (about 5 MB) holds the draft first. */
const BASE_KEPT_UP_TO = 1024 * 1024;

/** The base to keep with a draft of a file whose text is `text`: none for a large file (a conflict then counts every difference as changed on both sides). */
export const withBase = (base: unknown, text: string): { base?: unknown } =>
  base !== undefined && text.length <= BASE_KEPT_UP_TO ? { base } : {};
