import { HELD_CONTROLS, HELD_TAPS } from '../lib/held-taps.ts';

/**
 * An early event contract, as Google's jsaction has: from the first paint, before the boot script
 * has run, a click (a tap, or Enter or Space on the button) on a control that has no code yet is
 * held: its default is prevented, the control is queued once in `window[HELD_TAPS]` (a
 * second, impatient tap adds nothing) and marked aria-busy, which the page's CSS shows at once
 * (styles/global.ts). The boot script takes the queue and sets the global to 0, which ends the
 * holding, and carries each tap out (client/replay-held-taps.ts). If the boot script does not load,
 * (an error event from a module script: a picture that fails does not count) the holding ends
 * and the marks go, so nothing says it is busy for good.
 *
 * It runs in every page's <head>, so its bytes count in every page's first round trip: it is kept
 * tiny, and ES5, as a syntax error would stop the theme script beside it. The CSP allows it by its
 * hash (scripts/deploy/csp.ts).
 */
export const TAP_CAPTURE_SCRIPT = `var ${HELD_TAPS}=[];addEventListener('click',function(e){var q=${HELD_TAPS},t=q&&e.target.closest&&e.target.closest(${JSON.stringify(
  HELD_CONTROLS.join(','),
)});t&&(e.preventDefault(),q.indexOf(t)<0&&q.push(t)&&t.setAttribute('aria-busy',!0))},!0);addEventListener('error',function(e){if(e.target.type=='module'){${HELD_TAPS}&&${HELD_TAPS}.map(function(t){t.removeAttribute('aria-busy')});${HELD_TAPS}=0}},!0)`;
