import { useEdit } from './form/edit-context.ts';
import { FieldProblems } from './form/field-problems.tsx';

/**
 * A file that is not valid JSON has no form: its text, in a plain box, with the place it breaks.
 * Once it parses and is saved, the form comes back.
 */
export function TextFileForm({ file, text, onChange }: { file: string; text: string; onChange(text: string): void }) {
  const { problems } = useEdit();
  return (
    <div className="field text-file" data-pointer="">
      <label htmlFor="file-text" className="field-label">
        {file} as text
      </label>
      <p className="hint" id="file-text__description">
        This file is not valid JSON, so it cannot be shown as a form. Fix the place named below (often a missing comma or quote) and save.
      </p>
      <textarea id="file-text" value={text} onChange={(e) => onChange(e.target.value)} rows={24} spellCheck={false} aria-describedby="file-text__error file-text__description" />
      <FieldProblems id="file-text" problems={problems.all} />
    </div>
  );
}
