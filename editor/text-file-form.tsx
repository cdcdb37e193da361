import { useEffect, useRef, useState } from 'react';
import { useEdit } from './form/edit-context.ts';
import { FieldProblems } from './form/field-problems.tsx';
import { checkJsonText, offsetOf, type TextProblem } from './json-text-check.ts';

/** How long typing pauses before the text is checked again. */
const CHECK_AFTER_MS = 250;
const TEXT_ID = 'file-text';

/**
 * A file that is not valid JSON has no form: its text, in a box with line numbers, checked as it
 * is typed, with a button that puts the caret where it breaks. Once it parses and is saved, the
 * form comes back.
 */
export function TextFileForm({ file, text, onChange }: { file: string; text: string; onChange(text: string): void }) {
  const { problems } = useEdit();
  const box = useRef<HTMLTextAreaElement>(null);
  const gutter = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<TextProblem | undefined>(() => checkJsonText(text));
  useEffect(() => {
    const timer = setTimeout(() => setLive(checkJsonText(text)), CHECK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const lines = text.split('\n').length;
  return (
    <div className="field text-file" data-pointer="">
      <label htmlFor={TEXT_ID} className="field-label">
        {file} as text
      </label>
      <p className="hint" id={`${TEXT_ID}__description`}>
        This file is not valid JSON, so it cannot be shown as a form. Fix the place named below (often a missing comma
        or quote) and save.
      </p>
      <div className="numbered-text">
        <div className="line-numbers" ref={gutter} aria-hidden="true">
          {Array.from({ length: lines }, (_, i) => (
            <span key={i} className={live?.line === i + 1 ? 'broken' : undefined}>
              {i + 1}
            </span>
          ))}
        </div>
        <textarea
          id={TEXT_ID}
          ref={box}
          value={text}
          wrap="off"
          onChange={(e) => onChange(e.target.value)}
          onScroll={(e) => {
            if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop;
          }}
          rows={24}
          spellCheck={false}
          aria-describedby={`${TEXT_ID}__live ${TEXT_ID}__error ${TEXT_ID}__description`}
        />
      </div>
      <p className={`text-check${live ? ' problem' : ' ok'}`} id={`${TEXT_ID}__live`} role="status">
        {live
          ? `Line ${live.line}, column ${live.column}: ${live.message}.`
          : 'The text reads correctly now: save it to get the form back.'}
        {live && (
          <button type="button" className="link" onClick={() => placeCaret(live.line, live.column)}>
            Go to line {live.line}
          </button>
        )}
      </p>
      <FieldProblems id={TEXT_ID} problems={problems.all} />
    </div>
  );
}

/** Puts the caret in the file's text at a 1-based line and column, and scrolls that line into the middle of the box. */
export function placeCaret(line: number, column: number): void {
  const box = document.getElementById(TEXT_ID);
  if (!(box instanceof HTMLTextAreaElement)) return;
  const offset = offsetOf(box.value, line, column);
  box.focus();
  box.setSelectionRange(offset, offset);
  const lineHeight = Number.parseFloat(getComputedStyle(box).lineHeight) || 20;
  box.scrollTop = Math.max(0, (line - 1) * lineHeight - box.clientHeight / 2);
}
