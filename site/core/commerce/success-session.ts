/** The session a /success URL names, if this is one. */
export const successSessionId = (loc: { pathname: string; search: string }): string | null =>
  /^\/success\/?$/.test(loc.pathname) ? new URLSearchParams(loc.search).get('session_id') || null : null;
