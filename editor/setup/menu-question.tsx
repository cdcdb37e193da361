import { useId, useState } from 'react';
import type { QuestionProps } from './setup-screen.tsx';
import { SaveButton } from './simple-questions.tsx';

const EXAMPLE = `DOSAS
Masala Dosa 80
Ghee Roast — ₹120 (veg)

DRINKS
Filter Coffee ₹40`;

/** The menu as the café already has it: pasted text, or a spreadsheet saved as CSV. Each guess comes back as a warning to check. */
export function MenuQuestion({ state, answer }: QuestionProps) {
  const [text, setText] = useState('');
  const [csv, setCsv] = useState<{ name: string; text: string }>();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const id = useId();

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        const sent = csv ? { text: csv.text, format: 'csv' as const } : { text, format: 'text' as const };
        answer('menu', sent).finally(() => setBusy(false));
      }}
    >
      {state.dishes > 0 && (
        <p className="hint">
          Your menu has {state.dishes} {state.dishes === 1 ? 'dish' : 'dishes'}. Paste it again to replace it, or change
          single dishes in the Menu file.
        </p>
      )}
      <div className="field">
        <label className="field-label" htmlFor={`${id}-text`}>
          Paste your menu
        </label>
        <p className="hint" id={`${id}-hint`}>
          A heading on its own line starts each part of the menu (“DOSAS”); then one dish per line with its price. Write
          “veg” or “non-veg” after a dish, or under a heading, and the site shows the mark. Copy it from a WhatsApp
          message, a document or a delivery app.
        </p>
        <textarea
          id={`${id}-text`}
          rows={12}
          value={text}
          placeholder={EXAMPLE}
          aria-describedby={`${id}-hint`}
          disabled={csv !== undefined}
          required={csv === undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="field">
        <span className="field-label" id={`${id}-csv-label`}>
          Or a spreadsheet
        </span>
        <p className="hint" id={`${id}-csv-hint`}>
          Save it as CSV with columns such as Category, Name, Price and Diet.
        </p>
        <input
          type="file"
          accept=".csv,text/csv"
          aria-labelledby={`${id}-csv-label`}
          aria-describedby={`${id}-csv-hint`}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            setCsv(file ? { name: file.name, text: await file.text() } : undefined);
            setSaid(file ? `${file.name} will be read instead of the text above.` : '');
          }}
        />
        <p className="hint" role="status">
          {said}
        </p>
      </div>
      <SaveButton busy={busy} label="Read my menu" />
    </form>
  );
}
