/**
 * Under `kiln edit --host`, everything the editor serves is under this path, and so is its
 * token's cookie: the site its preview shows, on another port of the same host, never receives
 * the token (a cookie ignores ports, not paths). On this computer alone there is no token, and
 * the editor is at the root.
 */
export const EDITOR_PREFIX = '/__kiln-edit';

/** The prefix this page was served under: EDITOR_PREFIX under --host, '' otherwise (and on the server). */
export const editorBase = (): string =>
  typeof location !== 'undefined' &&
  (location.pathname === EDITOR_PREFIX || location.pathname.startsWith(`${EDITOR_PREFIX}/`))
    ? EDITOR_PREFIX
    : '';
