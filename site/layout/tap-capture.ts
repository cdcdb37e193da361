import { HELD_CONTROLS, TAKE_HELD_TAPS } from '../lib/held-taps.ts';

/**
 * An early event contract, as Google's jsaction has: from the first paint, before the boot script
 * has run, a click (a tap, or Enter or Space on the button) on a control that has no code yet is
 * held: its default is prevented, it is queued once (a second, impatient tap adds nothing), and
 * the control is marked aria-busy, which the page's CSS shows at once (styles/global.ts).
 * `window[TAKE_HELD_TAPS]()` stops the holding and hands the queue to the boot script
 * (client/replay-taps.ts), which carries each tap out. If the boot script does not load, the
 * holding stops and the marks go, so nothing says it is busy for good.
 *
 * It runs in every page's <head> (its bytes count in every page's first round trip), so it is
 * kept tiny and ES5; the CSP allows it by its hash (scripts/deploy/csp.ts).
 */
export const TAP_CAPTURE_SCRIPT = `(function(d,q){function h(e){var t=e.target.closest&&e.target.closest(${JSON.stringify(
  HELD_CONTROLS.join(','),
)});if(t){e.preventDefault();if(q.indexOf(t)<0){q.push(t);t.setAttribute('aria-busy','true')}}}function s(){d.removeEventListener('click',h,true);d.removeEventListener('error',f,true);return q.splice(0)}function f(e){if(e.target.tagName=='SCRIPT')s().forEach(function(t){t.removeAttribute('aria-busy')})}d.addEventListener('click',h,true);d.addEventListener('error',f,true);window.${TAKE_HELD_TAPS}=s})(document,[])`;
