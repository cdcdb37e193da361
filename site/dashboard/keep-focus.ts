import { flushSync } from 'react-dom';
import { focusAfter, type FocusAfter } from '../ui/focus-after.ts';

/**
 * Runs `change`, which takes away the focused control (a deleted card's button, a settled
 * reservation's actions), and once it is on screen focuses the next control of the same kind, so
 * focus does not fall back to the start of the page.
 */
export function keepingFocus(change: () => void, where: FocusAfter): void {
  flushSync(change);
  focusAfter(where);
}
