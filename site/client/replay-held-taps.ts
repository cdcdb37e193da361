import { HELD_TAPS } from '../lib/held-taps.ts';

const holder = globalThis as unknown as Record<string, Element[] | 0 | undefined>;

/** Ends the head script's holding of taps (layout/tap-capture.ts) and returns the controls it held, in the order tapped. */
export function takeHeldTaps(): Element[] {
  const held = holder[HELD_TAPS];
  holder[HELD_TAPS] = 0;
  return held || [];
}

/**
 * Takes over from the head script's early event contract once the boot script's handlers are
 * installed: each tap it held is carried out once, by a click on the same control, so its
 * handler answers it (and marks it busy again while its code is fetched, client/busy-until.ts).
 * Dispatched, not el.click(): a control may be an SVG icon's, and SVG has no click().
 */
export function replayHeldTaps(): void {
  for (const control of takeHeldTaps()) {
    control.removeAttribute('aria-busy');
    if (control.isConnected)
      control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  }
}
