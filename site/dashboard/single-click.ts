import type { MouseEvent } from 'react';

/**
 * A handler that ignores the second click of a double click: after a delete the next card slides
 * under the pointer, and that click must not delete it too. Keyboard presses (detail 0) always act.
 */
export const singleClick = (handler: () => void) => (event: MouseEvent) => {
  if (event.detail > 1) return;
  handler();
};
