import { ModalDialog } from './modal-dialog.tsx';

/**
 * Save found the file changed on disk since it was opened (in VS Code, or in another tab). Nothing
 * was written; both ways on lose nothing: saving this draft keeps the file's version under
 * Versions, and loading the file's version keeps this draft there.
 */
export function ConflictDialog({ file, message, keepMine, takeTheirs, close }: { file: string; message: string; keepMine(): void; takeTheirs(): void; close(): void }) {
  return (
    <ModalDialog title={`${file} changed on disk`} close={close} role="alertdialog">
      <p>{message}</p>
      <p>Choose which version to carry on with. The other one is kept under Versions, so neither is lost.</p>
      <div className="actions">
        <button type="button" className="primary" onClick={keepMine}>
          Save my draft over it
        </button>
        <button type="button" onClick={takeTheirs}>
          Load the file’s version
        </button>
        <button type="button" onClick={close}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
