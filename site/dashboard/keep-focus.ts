import { flushSync } from 'react-dom';

/** Where focus goes once `change` has taken away the control that had it. */
export interface FocusAfter {
  /** The screen the controls are in. */
  within: HTMLElement | null;
  /** The list's controls of the same kind: the one now at `index` takes focus (or the last). */
  controls: string;
  index: number;
  /** What takes it when none of them is left. */
  fallback: string;
}

/**
 * Runs `change`, which takes away the focused control (a deleted card's button, a settled
 * reservation's actions), and once it is on screen focuses the next control of the same kind, so
 * focus does not fall back to the start of the page.
 */
export function keepingFocus(change: () => void, { within, controls, index, fallback }: FocusAfter): void {
  flushSync(change);
  const left = [...(within?.querySelectorAll<HTMLElement>(controls) ?? [])];
  (left[Math.min(index, left.length - 1)] ?? within?.querySelector<HTMLElement>(fallback))?.focus();
}
