import { createHash } from 'node:crypto';

/** The CSP source for one inline script: its SHA-256, so the policy needs no 'unsafe-inline' for scripts. */
export const scriptHash = (script: string): string => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

export interface PolicyInput {
  /** Every inline script the pages carry (the head script). */
  inlineScripts: readonly string[];
  /** Origins images may come from besides the page's own (the commerce API's product pictures). */
  images?: readonly (string | undefined)[];
  /** Origins scripts may fetch from besides the page's own (the commerce API). */
  connect?: readonly (string | undefined)[];
  /** Origins that may be framed (the map embed). */
  frames?: readonly (string | undefined)[];
  /**
   * Origins that may frame these pages; none by default. `false` leaves frame-ancestors out, for
   * a policy that other rules of the same file combine with (X-Frame-Options then decides).
   */
  framedBy?: readonly (string | undefined)[] | false;
}

const list = (values: readonly (string | undefined)[] | undefined) => [...new Set((values ?? []).filter((v): v is string => !!v))];

/**
 * A Content-Security-Policy for Kiln's pages: scripts (and the service worker) only from the page's
 * own origin plus the hashed inline head script, no plugins, no framing by others (but those named).
 */
export function contentSecurityPolicy({ inlineScripts, images, connect, frames, framedBy }: PolicyInput): string {
  const frameSources = list(frames);
  const ancestors = framedBy === false ? undefined : list(framedBy);
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.map(scriptHash).join(' ')}`,
    // goober adds the rules an island renders into a <style> element at run time.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...list(images)].join(' '),
    "media-src 'self'",
    // The service worker (/sw.js) and the web app manifest, from the page's own origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    ['connect-src', "'self'", ...list(connect)].join(' '),
    `frame-src ${frameSources.length ? frameSources.join(' ') : "'none'"}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(ancestors ? [`frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`] : []),
  ].join('; ');
}
