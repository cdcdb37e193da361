import { isRecord } from '../site/lib/is-record.ts';
import { createLocalStore, type Store } from '../site/store/local-store.ts';

/**
 * What staff typed but have not saved, kept in this browser until it is saved or discarded: it
 * survives a reload, a closed tab and a form that cannot be saved yet. `version` is the file's
 * version it was made from, so a draft of a file changed since still meets the conflict check.
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

const parseDraft = (raw: unknown): Draft | undefined =>
  isRecord(raw) && typeof raw.version === 'string' && typeof raw.at === 'number' && ('data' in raw || typeof raw.text === 'string')
    ? {
        version: raw.version,
        at: raw.at,
        ...('data' in raw && { data: raw.data }),
        ...(typeof raw.text === 'string' && { text: raw.text }),
        ...('base' in raw && { base: raw.base }),
      }
    : undefined;

const stores = new Map<string, Store<Draft | undefined>>();

/** The draft of one catalogue file ("catalog/menu.json"); corrupt storage reads as no draft. */
export function draftOf(file: string): Store<Draft | undefined> {
  let store = stores.get(file);
  if (!store) {
    store = createLocalStore(`kiln-edit-draft:${file}`, parseDraft, undefined);
    stores.set(file, store);
  }
  return store;
}

/** Forgets a draft: removes it from storage rather than storing "undefined". */
export function dropDraft(file: string): void {
  draftOf(file).set(undefined);
  try {
    localStorage.removeItem(`kiln-edit-draft:${file}`);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
