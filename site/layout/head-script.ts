import { THEME_BOOT_SCRIPT } from '../store/theme.ts';

/**
 * Marks a page opened with ?session_id= on <html> (data-session), so the success page paints
 * its finalizing state, or a counter order, from CSS alone, with no flash of the other.
 */
const SESSION_FLAG_SCRIPT = `if(/[?&]session_id=[^&]/.test(location.search))document.documentElement.setAttribute('data-session','')`;

/** The one inline script of every page, run in <head> before first paint. */
export const HEAD_SCRIPT = `${THEME_BOOT_SCRIPT};${SESSION_FLAG_SCRIPT}`;
