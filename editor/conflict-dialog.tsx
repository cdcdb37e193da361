import { fieldsInWords, type FieldInWords } from './conflict-fields.ts';
import { API, getJson } from './edit-api.ts';
import type { OpenedFile } from './edit-protocol.ts';
import { mergeDraft } from './merge-draft.ts';
import { ModalDialog } from './modal-dialog.tsx';

/** A refused save: the file's version now and, for a form, its draft merged with the file as it is now. */
export interface Conflict {
  message: string;
  version: string;
  /** The file's data now, the form's changes put on top, and each field that differs, in staff words. */
  merge?: { theirs: unknown; merged: unknown; fields: FieldInWords[] };
}

/**
 * Reads the file as it is now and merges the form with it: `base` is the data the draft was begun
 * from (undefined when unknown). A file that does not parse, or cannot be read, gets no merge.
 */
export async function readConflict(
  fileKey: OpenedFile['key'],
  message: string,
  version: string,
  base: unknown,
  mine: unknown,
  schema: unknown,
): Promise<Conflict> {
  const now = await getJson<OpenedFile>(API.file(fileKey)).catch(() => undefined);
  if (now?.status !== 200 || now.body.data === undefined || mine === undefined) return { message, version };
  const theirs = now.body.data;
  const { merged, fields } = mergeDraft(base, mine, theirs);
  return {
    message,
    version: now.body.version,
    merge: { theirs, merged, fields: fieldsInWords(schema, { merged, mine, theirs }, fields) },
  };
}

const SHOWN = 30;

/** One differing field, as a sentence: which side has what, and which one a save of the draft keeps. */
function FieldLine({ field }: { field: FieldInWords }) {
  const { where, theirs, mine, changedBy } = field;
  return (
    <li>
      <strong>{where}</strong>:{' '}
      {changedBy === 'file'
        ? `In the file now: ${theirs}. Your form did not change it (${mine}), so the file’s stays.`
        : changedBy === 'form'
          ? `In your form: ${mine}. In the file now: ${theirs}. Only you changed it, so yours is saved.`
          : `In the file now: ${theirs}. In your form: ${mine}. Both changed it: saving your draft keeps yours.`}
    </li>
  );
}

/**
 * Save found the file changed on disk since it was opened (in VS Code, or in another tab). Nothing
 * was written; each field that differs is listed. Both ways on lose nothing: saving the draft puts
 * only the form's own changes onto the file as it is now (keeping the other program's), and the
 * file's version is kept under Versions; loading the file's version keeps this draft there.
 */
export function ConflictDialog({
  file,
  conflict,
  keepMine,
  takeTheirs,
  close,
}: {
  file: string;
  conflict: Conflict;
  keepMine(): void;
  takeTheirs(): void;
  close(): void;
}) {
  const fields = conflict.merge?.fields ?? [];
  return (
    <ModalDialog title={`${file} changed on disk`} close={close} role="alertdialog">
      <p>{conflict.message}</p>
      {fields.length > 0 && (
        <>
          <p>What differs between the file now and your form:</p>
          <ul className="conflict-fields">
            {fields.slice(0, SHOWN).map((field) => (
              <FieldLine key={`${field.pointer}:${field.changedBy}`} field={field} />
            ))}
            {fields.length > SHOWN && <li>…and {fields.length - SHOWN} more.</li>}
          </ul>
        </>
      )}
      <p>
        {conflict.merge
          ? 'Saving your draft changes only what you changed; the rest stays as it is in the file now. The file’s version is kept under Versions either way.'
          : 'Choose which version to carry on with. The other one is kept under Versions, so neither is lost.'}
      </p>
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
