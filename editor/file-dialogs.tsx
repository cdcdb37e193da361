import type { CatalogKey } from '../site/core/catalog/catalog-keys.ts';
import { type Conflict, ConflictDialog } from './conflict-dialog.tsx';
import { SAVE_WORDS } from './staff-words.ts';
import { VersionsDialog } from './versions-dialog.tsx';

interface Props {
  file: string;
  fileKey: CatalogKey;
  conflict: Conflict | undefined;
  setConflict: (conflict: Conflict | undefined) => void;
  versionsOpen: boolean;
  setVersionsOpen: (open: boolean) => void;
  /** Saves over the file as it is now (`over`, its version): the merge's data when there is one, else the form's. */
  keepMine: (merge: Conflict['merge'], over: string) => void;
  discard: () => Promise<void>;
  restore: (id: string, said: string) => Promise<void>;
  setStatus: (status: string) => void;
}

/** A file screen's two dialogs: a save that met a file changed elsewhere, and the versions kept before each save. */
export function FileDialogs(p: Props) {
  const { file, conflict, setConflict, setStatus } = p;
  return (
    <>
      {conflict && (
        <ConflictDialog
          file={file}
          conflict={conflict}
          keepMine={() => {
            setConflict(undefined);
            // Only the form's own changes go onto the file as it is now.
            p.keepMine(conflict.merge, conflict.version);
          }}
          takeTheirs={async () => {
            setConflict(undefined);
            await p.discard();
            setStatus(SAVE_WORDS.loadedFromDisk(file));
          }}
          close={() => {
            setConflict(undefined);
            setStatus(SAVE_WORDS.conflictClosed);
          }}
        />
      )}
      {p.versionsOpen && (
        <VersionsDialog
          fileKey={p.fileKey}
          file={file}
          close={() => p.setVersionsOpen(false)}
          restore={(entry) => {
            p.setVersionsOpen(false);
            void p.restore(entry.id, SAVE_WORDS.restored(file, entry.savedAt));
          }}
        />
      )}
    </>
  );
}
