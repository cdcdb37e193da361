/** Where focus goes once a change has taken away the control that had it. */
export interface FocusAfter {
  /** The screen or dialog the controls are in. */
  within: HTMLElement | null;
  /** The list's controls of the same kind: the one now at `index` takes focus (or the last). */
  controls: string;
  index: number;
  /** What takes it when none of them is left. */
  fallback: string;
}

/**
 * Focuses the control now in the place of the one a change took away (the next of its kind, or
 * the last), else `fallback`, so focus does not fall back to the start of the page.
 */
export function focusAfter({ within, controls, index, fallback }: FocusAfter): void {
  const left = [...(within?.querySelectorAll<HTMLElement>(controls) ?? [])];
  (left[Math.min(index, left.length - 1)] ?? within?.querySelector<HTMLElement>(fallback))?.focus();
}
