import { type RefObject, useEffect } from 'react';

/** How long a form may take to draw (its validator loads first) before the heading takes focus instead. */
const WAIT_MS = 3000;
const FIELD = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * When a file opens, focus goes to its first field (else its heading), so typing starts at once.
 * On a touch screen it goes to the heading: a field would bring up the keyboard over half the
 * form before staff chose what to change. Focus that staff already put somewhere in the screen
 * (a click, a search) stays where it is.
 */
export function useFocusOnOpen(
  area: RefObject<HTMLElement | null>,
  heading: string,
  ready: boolean,
  fileKey: string,
): void {
  useEffect(() => {
    if (!ready) return;
    const started = performance.now();
    let frame = 0;
    const free = () => {
      const active = document.activeElement;
      return !active || active === document.body || !active.closest('.file-screen');
    };
    const tryFocus = () => {
      if (!free()) return;
      const touch = matchMedia('(pointer: coarse)').matches;
      const field = touch ? undefined : area.current?.querySelector<HTMLElement>(FIELD);
      if (field) return field.focus();
      if (touch || performance.now() - started > WAIT_MS) return document.getElementById(heading)?.focus();
      frame = requestAnimationFrame(tryFocus);
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [area, heading, ready, fileKey]);
}
