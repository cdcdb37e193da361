import type { HistoryEntry } from './edit-protocol.ts';

/**
 * What "Undo last save" puts back: the version before the newest change not yet undone. Each
 * "undo" entry (the text an Undo replaced) stands for one change already stepped back over, so
 * pressing Undo again walks further back (200 → 195 → 190) instead of undoing the Undo. A save or
 * a restore through Versions is a change like any other; drafts set aside are not changes.
 * `entries` are newest first, as the history lists them.
 */
export function undoTarget(entries: readonly HistoryEntry[]): HistoryEntry | undefined {
  let undone = 0;
  for (const entry of entries) {
    if (entry.reason === 'undo') undone += 1;
    else if (entry.reason === 'save' || entry.reason === 'restore') {
      if (undone === 0) return entry;
      undone -= 1;
    }
  }
  return undefined;
}
