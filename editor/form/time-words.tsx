import { useState } from 'react';
import { displayTime } from './display-times.ts';

/**
 * An event's time in words, when it says what its start and end say: shown, not asked again
 * (it follows the pickers, display-times.ts). "Write other words" opens it for a time the pickers
 * cannot say ("from 6 PM until late"), and other words are a box with the pickers' words offered.
 */
export function TimeWords({
  id,
  text,
  start,
  end,
  field,
  use,
}: {
  id: string;
  text: string;
  start: unknown;
  end: unknown;
  field: React.ReactNode;
  /** Puts the pickers' words in the box. */
  use(words: string): void;
}) {
  // Once staff write their own words, the box stays a box, even where they match the pickers'.
  const [writing, setWriting] = useState(false);
  const words = displayTime(start, end);
  if (writing || !words || words !== text) {
    return (
      <>
        {field}
        {words && words !== text && (
          <button type="button" className="suggest" onClick={() => use(words)}>
            Use “{words}”
          </button>
        )}
      </>
    );
  }
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
