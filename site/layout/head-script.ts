import { STORAGE_KEYS } from '../store/keys.ts';
import { TAP_CAPTURE_SCRIPT } from './tap-capture.ts';

/**
 * Puts the stored theme (else the system's) on <html> before first paint: no flash of the wrong
 * theme. Tiny, and must not throw when storage is unavailable or corrupt.
 */
const THEME_SCRIPT = `(function(){try{var t=JSON.parse(localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.theme,
)}))}catch(e){}if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';if(t==='dark')document.documentElement.classList.add('dark')})()`;

/**
 * Marks a page opened with ?session_id= on <html> (data-session), so the success page paints
 * its finalizing state, or a counter order, from CSS alone, with no flash of the other. Inline at
 * the start of that page's content (pages/success-page.tsx), so it runs before the content is
 * drawn; no other page carries its bytes. Hashed for the CSP beside HEAD_SCRIPT.
 */
export const SESSION_FLAG_SCRIPT = `if(/[?&]session_id=[^&]/.test(location.search))document.documentElement.setAttribute('data-session','')`;

/**
 * The one inline script of every page (and the hub), run in <head> before first paint; hashed for
 * the CSP. It also holds taps made before the boot script runs (layout/tap-capture.ts).
 */
export const HEAD_SCRIPT = `${THEME_SCRIPT};${TAP_CAPTURE_SCRIPT}`;
