import { TAKE_HELD_TAPS } from '../lib/held-taps.ts';

/**
 * Takes over from the head script's early event contract (layout/tap-capture.ts) once the boot
 * script's handlers are installed: the holding stops, and each tap it held is carried out once,
 * by a click on the same control, so its handler answers it (and marks it busy again while its
 * code is fetched, client/busy-until.ts). Dispatched, not el.click(): an SVG icon has no click().
 */
export function replayHeldTaps(): void {
  const take = (window as unknown as Record<string, unknown>)[TAKE_HELD_TAPS];
  if (typeof take !== 'function') return;
  for (const control of take() as Element[]) {
    control.removeAttribute('aria-busy');
    if (control.isConnected) control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  }
}
