import { useState } from 'react';
import { displayTime } from './display-times.ts';

/**
 * An event's time in words, when it says what its start and end say: shown, not asked again
 * (it follows the pickers, display-times.ts). "Write other words" opens it for a time the pickers
 * cannot say ("from 6 PM until late"). Any other words are the plain text box as usual.
 */
export function TimeWords({ id, text, start, end, field }: { id: string; text: string; start: unknown; end: unknown; field: React.ReactNode }) {
  const [writing, setWriting] = useState(false);
  const words = displayTime(start, end);
  if (writing || !words || words !== text) return <>{field}</>;
  return (
    <p className="time-words">
      <output id={id} aria-describedby={`${id}__description`}>
        {text}
      </output>{' '}
      <span className="hint">(from the start and end times)</span>{' '}
      <button
        type="button"
        onClick={() => {
          setWriting(true);
          requestAnimationFrame(() => document.getElementById(id)?.focus());
        }}
      >
        Write other words
      </button>
    </p>
  );
}
