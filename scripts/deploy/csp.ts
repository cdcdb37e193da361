import { createHash } from 'node:crypto';

/*
 * Every Content-Security-Policy Kiln sends is built here, as directives (a name and its sources),
 * and written out once: the site's, the hub's and its bridge's (deploy-headers.ts), the editor's
 * (edit/edit-headers.ts), and the build's own as `kiln serve` and `kiln dev` adjust them for the
 * editor's preview (serve/static-server.ts).
 */

/** A policy's directives by name, each with its sources, in the order they are written. */
export type Directives = Record<string, readonly string[]>;

/** The CSP source for one inline script: its SHA-256, so the policy needs no 'unsafe-inline' for scripts. */
export const scriptHash = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** A policy as a header's value. */
export const policyText = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** A policy as a header carries it (one the build wrote), as directives: names lower-cased, as browsers read them. */
export function parsePolicy(text: string): Directives {
  const directives: Record<string, string[]> = {};
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !(name.toLowerCase() in directives)) directives[name.toLowerCase()] = sources;
  }
  return directives;
}

/** `sources`, or 'none' when there are none: an empty list would allow nothing but reads as a mistake. */
const orNone = (sources: readonly string[]): readonly string[] => (sources.length ? sources : ["'none'"]);

/** The same policy, with these sources added to what may frame it (none before: only these). */
export const framedAlsoBy = (directives: Directives, sources: readonly string[]): Directives => {
  const { 'frame-ancestors': before = [], ...rest } = directives;
  return { ...rest, 'frame-ancestors': orNone([...before.filter((s) => s !== "'none'"), ...sources]) };
};

export interface PolicyInput {
  /** Every inline script the pages carry (the head script, the success page's flag). */
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

const list = (values: readonly (string | undefined)[] | undefined) => [
  ...new Set((values ?? []).filter((v): v is string => !!v)),
];

/**
 * The policy of Kiln's pages (the site, the hub, the bridge): scripts (and the service worker) only
 * from the page's own origin plus the hashed inline head script, no plugins, no framing by others
 * (but those named).
 */
export function pagePolicy({ inlineScripts, images, connect, frames, framedBy }: PolicyInput): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts.map(scriptHash)],
    // goober adds the rules an island renders into a <style> element at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...list(images)],
    'media-src': ["'self'"],
    // The service worker (/sw.js) and the web app manifest, from the page's own origin only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'connect-src': ["'self'", ...list(connect)],
    'frame-src': orNone(list(frames)),
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(framedBy === false ? {} : { 'frame-ancestors': orNone(list(framedBy)) }),
  };
}

/** pagePolicy, as a header's value. */
export const contentSecurityPolicy = (input: PolicyInput): string => policyText(pagePolicy(input));

/**
 * The editor's policy (`kiln edit`): no inline script or style, no code evaluated (the forms'
 * validators are compiled ahead of time), talking only to its own server, framing only the site it
 * previews, framed by nobody. A picture is served sandboxed: an SVG opened on its own runs nothing.
 */
export function editorPolicy({ preview, sandboxed }: { preview: string; sandboxed: boolean }): string {
  return policyText({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'"],
    'frame-src': [preview],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    ...(sandboxed ? { sandbox: [] } : {}),
  });
}
