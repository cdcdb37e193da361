import type Ajv from 'ajv/dist/2020.js';
import type { Format } from 'ajv/dist/2020.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { ROUTE_PATHS } from '../../site/core/routes.ts';
import { contentPathFault } from '../../site/core/content-page-paths.ts';
import { closestMatch } from './closest-match.ts';
import type { FormatName, LinkFormat, ReferenceFormat } from '../../site/core/catalog/format-names.ts';

/**
 * The folders, inside catalog/, whose files the build copies into the site (a path anywhere else
 * would 404), by the format that points into each, with the file types each holds.
 */
export const MEDIA_FOLDERS = {
  'kiln-image': { folder: 'images', extensions: /\.(svg|png|jpe?g|webp|avif|gif)$/i },
  'kiln-video': { folder: 'videos', extensions: /\.(mp4|webm)$/i },
} as const;

export type MediaFormat = keyof typeof MEDIA_FOLDERS;

export const IMAGE_FOLDER = MEDIA_FOLDERS['kiln-image'].folder;

/** "images/gallery/raku-bowl.svg": a relative path inside the format's folder that names a file of its type. */
function isMediaPath(format: MediaFormat, value: string): boolean {
  const { folder, extensions } = MEDIA_FOLDERS[format];
  if (value.includes('\\') || !value.startsWith(`${folder}/`)) return false;
  const parts = value.split('/');
  return parts.every((p) => p !== '' && p !== '.' && p !== '..') && extensions.test(value);
}

export const isImagePath = (value: string): boolean => isMediaPath('kiln-image', value);
export const isVideoPath = (value: string): boolean => isMediaPath('kiln-video', value);

/** A path inside images/ to a file of a type no page can show ("images/menu/cake.heic", a phone's photo). */
export const isUnshowableImage = (value: string): boolean =>
  value.startsWith(`${IMAGE_FOLDER}/`) &&
  /\.[a-z0-9]+$/i.test(value) &&
  !MEDIA_FOLDERS['kiln-image'].extensions.test(value);

/** What a staff member most likely meant by a picture path outside images/ ("menu/cake.png"), if anything. */
export function suggestImagePath(value: string): string | undefined {
  const bare = value.replace(/^\/+/, '').replace(/^catalog\//, '');
  const candidate = bare.startsWith(`${IMAGE_FOLDER}/`) ? bare : `${IMAGE_FOLDER}/${bare}`;
  return candidate !== value && isImagePath(candidate) ? candidate : undefined;
}

const ANCHOR = /^[A-Za-z][\w-]*$/;
const PRODUCT = /^\/product\/[\w-]+$/;

/**
 * An internal link: a route of site/core/routes.ts, optionally with "#anchor" ("/#faq", "/menu#desserts"),
 * a same-page "#anchor", or a product page "/product/<id>" (the store rule checks the id).
 */
export function isInternalLink(value: string, routes: readonly string[] = ROUTE_PATHS): boolean {
  if (PRODUCT.test(value)) return true;
  const hash = value.indexOf('#');
  const path = hash === -1 ? value : value.slice(0, hash);
  const anchor = hash === -1 ? undefined : value.slice(hash + 1);
  if (anchor !== undefined && !ANCHOR.test(anchor)) return false;
  return path === '' ? anchor !== undefined : routes.includes(path);
}

/**
 * A link to a page the café may have added itself (catalog/content-pages.json), optionally with
 * "#anchor": a clean address that is no built-in page and not one letter or two from one, since
 * "/menus" is a mistyped "/menu" far more often than a page of its own. The links-to-absent-pages
 * rule checks that the catalogue has it.
 */
export function isContentLink(value: string): boolean {
  const hash = value.indexOf('#');
  const path = hash === -1 ? value : value.slice(0, hash);
  if (hash !== -1 && !ANCHOR.test(value.slice(hash + 1))) return false;
  return contentPathFault(path) === undefined && closestMatch(path, ROUTE_PATHS) === undefined;
}

/** Why a value is not a safe https address; messages.ts words each kind. */
export type UrlFault =
  | { kind: 'runsCode' | 'otherScheme'; scheme: string }
  | { kind: 'insecure' | 'protocolRelative' | 'credentials' | 'spaces' | 'noDomain' | 'notAnAddress' };

/** Schemes a browser executes or renders as a page of their own when followed: never a link in the catalogue. */
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

/**
 * `undefined` for "https://host.tld/…", else why not. Read the way a browser reads an href: it
 * drops leading spaces and control characters, and tabs and line breaks anywhere, so
 * " java\tscript:alert(1)" runs code and must be named as what it is.
 */
export function httpsUrlFault(value: string): UrlFault | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: what a browser strips from an address, control characters included.
  const asBrowserReads = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(asBrowserReads)?.[1]?.toLowerCase();
  if (scheme && SCRIPT_SCHEMES.has(scheme)) return { kind: 'runsCode', scheme };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: an address with a control character in it is refused.
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return { kind: 'spaces' };
  if (value.startsWith('//')) return { kind: 'protocolRelative' };
  if (scheme === 'http') return { kind: 'insecure' };
  if (scheme !== undefined && scheme !== 'https') return { kind: 'otherScheme', scheme };
  // Lower-case and exactly two slashes: "HTTPS://", "https:/x" and "https:///x" are what browsers repair, not what we print.
  if (!/^https:\/\/[^/\\]/.test(value) || value.includes('\\')) return { kind: 'notAnAddress' };
  // The raw authority, because URL drops an empty "@" ("https://@evil.com") that still misleads a reader.
  if (value.slice('https://'.length).split(/[/?#]/)[0]!.includes('@')) return { kind: 'credentials' };
  let host: string;
  try {
    host = new URL(value).hostname;
  } catch {
    return { kind: 'notAnAddress' };
  }
  // A public address has a dot: "https://instagram" is a typo, not a site.
  return /^[^.]+(\.[^.]+)+$/.test(host) ? undefined : { kind: 'noDomain' };
}

export const isHttpsUrl = (value: string): boolean => httpsUrlFault(value) === undefined;

/** "https://wa.me/919845012345", optionally with a prefilled "?text=…": opens a WhatsApp chat. */
export const isWhatsAppUrl = (value: string): boolean =>
  /^https:\/\/wa\.me\/[1-9]\d{7,14}(\?text=[\w%.~+-]*)?$/.test(value) && isHttpsUrl(value);

/** The formats whose values point at a file or page the rules must check (scripts/validate/references.ts). */
export const KILN_FORMATS: Record<ReferenceFormat, (value: string) => boolean> = {
  'kiln-image': isImagePath,
  'kiln-video': isVideoPath,
  'kiln-route': (value) => isInternalLink(value) || isContentLink(value),
};

/**
 * Links to other sites. Not ajv-formats' "uri": it takes "javascript:alert(1)" and "http://", and
 * it is deliberately not registered, so a schema that asks for it fails to load.
 */
export const LINK_FORMATS: Record<LinkFormat, (value: string) => boolean> = {
  'kiln-https-url': isHttpsUrl,
  'kiln-whatsapp-url': isWhatsAppUrl,
};

/**
 * Every format Kiln's schemas may use, as ajv takes them: the standard ones (ajv-formats' "date"
 * checks the day exists in its month, no 2025-02-30, leap years included) and Kiln's own. Compiled
 * schemas loaded from the cache (compiled-schemas.ts) are handed this same object.
 */
export const ALL_FORMATS: Record<FormatName, Format> = {
  date: fullFormats.date,
  email: fullFormats.email,
  ...(Object.fromEntries(
    Object.entries({ ...KILN_FORMATS, ...LINK_FORMATS }).map(([name, validate]) => [
      name,
      { type: 'string', validate },
    ]),
  ) as Record<ReferenceFormat | LinkFormat, Format>),
};

/** The name standalone code reads ALL_FORMATS by (`kilnFormats["kiln-image"]`; create-ajv.ts, compiled-schemas.ts). */
export const FORMATS_NAME = 'kilnFormats';

/** Registers the standard formats Kiln's schemas use and its own. */
export function addKilnFormats(ajv: Ajv): void {
  for (const [name, format] of Object.entries(ALL_FORMATS)) ajv.addFormat(name, format);
}
