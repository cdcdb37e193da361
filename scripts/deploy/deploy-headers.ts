import type { Catalog } from '../../site/core/catalog/catalog-keys.ts';
import { HEAD_SCRIPT, SESSION_FLAG_SCRIPT } from '../../site/layout/head-script.ts';
import { BRIDGE_PATH, hubBridge } from '../../site/dashboard/bridge-protocol.ts';
import { originOf } from '../../site/core/lib/origin-of.ts';
import { PICTURES_FOLDER } from '../../site/core/lib/responsive-image.ts';
import { APP_ICONS_FOLDER, MANIFEST_PATH, WORKER_PATH } from '../../site/core/lib/web-app.ts';
import { CALENDAR_FEED_PATH, CALENDAR_FOLDER } from '../../site/core/lib/calendar-paths.ts';
import { CART_PRICES_PATH } from '../../site/commerce/published-prices.ts';
import { contentSecurityPolicy } from './csp.ts';
import { cacheRules, PAGE } from './cache-rules.ts';
import { formatHeadersFile } from './headers-file.ts';

/** Sent with every response of both hosts. */
const SECURITY: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

/** No framing at all, for browsers that predate CSP's frame-ancestors too. */
const UNFRAMED = { 'X-Frame-Options': 'DENY' };

/** Hashed file names change with their content: cache them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pictures and videos keep their names when staff replace them: a day, then check again. */
const MEDIA = 'public, max-age=86400, must-revalidate';

/** The events' iCalendar files (RFC 5545 names the type); they change with every build, as pages do. */
const CALENDAR = { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': PAGE };

/**
 * dist/site/_headers: the policy, then caching by kind of file (scripts/deploy/cache-rules.ts).
 * `pages` is every HTML file's address the build writes; `media` the pictures and videos it copies.
 */
export function siteHeaders(catalog: Catalog, pages: readonly string[], media: Iterable<string> = []): string {
  const api = originOf(catalog.site.commerce.apiBase);
  const csp = contentSecurityPolicy({
    inlineScripts: [HEAD_SCRIPT, SESSION_FLAG_SCRIPT],
    images: [api],
    connect: [api],
    // The map embed, and the hub's data bridge that the Dashboard view frames.
    frames: [originOf(catalog.site.address.mapEmbedUrl), originOf(hubBridge(catalog.site.urls)?.url)],
  });
  return formatHeadersFile(
    [
      { path: '/*', headers: { 'Content-Security-Policy': csp, ...SECURITY, ...UNFRAMED } },
      ...cacheRules({
        pages,
        // The bundle's files, the photos' files and the app's icons, each named with its content's
        // hash (scripts/images/, scripts/pwa/); pictures and videos as staff named them.
        folders: {
          assets: { 'Cache-Control': IMMUTABLE },
          [PICTURES_FOLDER]: { 'Cache-Control': IMMUTABLE },
          [APP_ICONS_FOLDER]: { 'Cache-Control': IMMUTABLE },
          images: { 'Cache-Control': MEDIA },
          videos: { 'Cache-Control': MEDIA },
          share: { 'Cache-Control': MEDIA },
          [CALENDAR_FOLDER.slice(1)]: CALENDAR,
        },
        media: [...media],
        files: {
          '/icons.svg': { 'Cache-Control': MEDIA },
          '/sitemap.xml': { 'Cache-Control': PAGE },
          '/robots.txt': { 'Cache-Control': PAGE },
          // The prices a kept cart is checked against: the latest build's, always.
          [CART_PRICES_PATH]: { 'Cache-Control': PAGE },
          // The service worker and the manifest keep their names from build to build: a browser must
          // ask each time, or it keeps the last build's worker (and, with it, its pages) for as long as
          // it was told it may (a host's cache included).
          [WORKER_PATH]: { 'Cache-Control': PAGE },
          [MANIFEST_PATH]: { 'Cache-Control': PAGE },
          [CALENDAR_FEED_PATH]: CALENDAR,
        },
      }),
    ],
    'Written by kiln build: the headers of the public site (Netlify and Cloudflare Pages format).',
  );
}

/**
 * dist/hub/_headers: the hub fetches nothing from anywhere else, and keeps its own copy of the
 * logo. No hub address may be framed but the data bridge (site/dashboard/bridge-protocol.ts), by the site
 * alone: deny by default, so /index.html, /reservations/index.html, /%72eservations or an unknown
 * path are covered without being listed.
 *
 * How the hosts read this file decides the shape. Both apply every rule whose pattern matches
 * the path (Cloudflare Pages matches it as sent, escapes and all). A header that two rules set
 * is sent by Cloudflare with both values joined by a comma, which for Content-Security-Policy
 * means two policies that must both allow a framing; Netlify does not say whether it joins them
 * or keeps the later one. Cloudflare's `! Name` (drop an inherited header) is its own syntax,
 * which Netlify does not read. So `/*` denies framing with X-Frame-Options and a policy that says
 * nothing of frame-ancestors, and the bridge's rule adds the hub's policy naming the site as its
 * only frame ancestor. A browser ignores X-Frame-Options once an enforced policy has
 * frame-ancestors (HTML standard), so, joined or replaced, the site and nobody else may frame
 * the bridge, and the bridge keeps the hub's policy. Without a bridge, `/*` forbids it outright.
 */
export function hubHeaders(catalog: Catalog, pagePaths: readonly string[]): string {
  const bridgeParent = hubBridge(catalog.site.urls)?.parent;
  const policy = (framedBy: readonly string[] | false) =>
    contentSecurityPolicy({ inlineScripts: [HEAD_SCRIPT], framedBy });
  const bridge = bridgeParent
    ? [BRIDGE_PATH.slice(0, -1), BRIDGE_PATH].map((path) => ({
        path,
        headers: { 'Content-Security-Policy': policy([bridgeParent]) },
      }))
    : [];
  return formatHeadersFile(
    [
      {
        path: '/*',
        headers: {
          'Content-Security-Policy': policy(bridgeParent ? false : []),
          ...SECURITY,
          ...UNFRAMED,
          'X-Robots-Tag': 'noindex',
        },
      },
      ...cacheRules({
        pages: [...pagePaths, ...(bridgeParent ? [BRIDGE_PATH.slice(0, -1)] : []), '/404.html'],
        folders: { assets: { 'Cache-Control': IMMUTABLE }, images: { 'Cache-Control': MEDIA } },
        media: [],
        files: { '/icons.svg': { 'Cache-Control': MEDIA }, '/robots.txt': { 'Cache-Control': PAGE } },
      }),
      ...bridge,
    ],
    'Written by kiln build: the headers of the business hub (Netlify and Cloudflare Pages format).',
  );
}
