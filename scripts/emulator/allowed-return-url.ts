const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the emulator may send a guest to `url` after paying or cancelling: http(s) only, and
 * only on this machine or the site it was started for, so it is never an open redirect.
 */
export function isAllowedReturnUrl(url: string, siteOrigin?: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  return LOOPBACK.has(parsed.hostname) || (siteOrigin !== undefined && parsed.origin === originOf(siteOrigin));
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
