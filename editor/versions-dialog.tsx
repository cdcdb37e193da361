import { useEffect, useState } from 'react';
import type { CatalogKey } from '../site/core/catalog/catalog-keys.ts';
import { API, getJson } from './edit-api.ts';
import type { HistoryEntry, HistoryReply } from './edit-protocol.ts';
import { ModalDialog } from './modal-dialog.tsx';

const WHY: Record<HistoryEntry['reason'], string> = {
  save: 'before a save',
  restore: 'before a restore',
  undo: 'before an undo',
  draft: 'a draft set aside',
};

/** The versions of a file kept before each save (newest first), each one restorable. */
export function VersionsDialog({
  fileKey,
  file,
  close,
  restore,
}: {
  fileKey: CatalogKey;
  file: string;
  close(): void;
  restore(entry: HistoryEntry): void;
}) {
  const [entries, setEntries] = useState<HistoryEntry[]>();
  useEffect(() => {
    getJson<HistoryReply>(API.history(fileKey)).then(
      ({ body }) => setEntries(body.entries ?? []),
      () => setEntries([]),
    );
  }, [fileKey]);
  return (
    <ModalDialog title={`Earlier versions of ${file}`} close={close}>
      {entries === undefined ? (
        <p className="loading">Loading…</p>
      ) : entries.length === 0 ? (
        <p>No earlier version yet: one is kept each time the file is saved here.</p>
      ) : (
        <ul className="versions">
          {entries.map((entry) => (
            <li key={entry.id}>
              <span>
                {new Date(entry.savedAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
                {WHY[entry.reason]} · {Math.max(1, Math.round(entry.bytes / 1024))} KB
              </span>
              <button
                type="button"
                onClick={() => restore(entry)}
                aria-label={`Restore the version from ${new Date(entry.savedAt).toLocaleString()}`}
              >
                Restore
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="actions">
        <button type="button" onClick={close}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
