import { flushSync } from 'react-dom';

/**
 * Runs `change`, which takes away the control that has focus (a deleted card's button, a settled
 * reservation's actions), then focuses what `next` finds once the change is on screen, so focus
 * does not fall back to the start of the page.
 */
export function keepingFocus(change: () => void, next: () => HTMLElement | null | undefined): void {
  flushSync(change);
  next()?.focus();
}

/** For `keepingFocus` after removing the `index`th of a list's controls: the one now in its place (or the last), else `fallback`. */
export const controlAt = (controls: () => Iterable<HTMLElement>, index: number, fallback: () => HTMLElement | null | undefined) => () => {
  const left = [...controls()];
  return left[Math.min(index, left.length - 1)] ?? fallback();
};
