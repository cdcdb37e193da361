import type Ajv from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ROUTE_PATHS } from '../../site/routes.ts';

const IMAGE_EXTENSIONS = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** "images/gallery/raku-bowl.svg": a relative path that stays inside catalog/ and names a picture. */
export function isImagePath(value: string): boolean {
  if (value.startsWith('/') || value.includes('\\') || /^[a-z][a-z\d+.-]*:/i.test(value)) return false;
  const parts = value.split('/');
  return parts.every((p) => p !== '' && p !== '.' && p !== '..') && IMAGE_EXTENSIONS.test(value);
}

const ANCHOR = /^[A-Za-z][\w-]*$/;
const PRODUCT = /^\/product\/[\w-]+$/;

/**
 * An internal link: a route of site/routes.ts, optionally with "#anchor" ("/#faq", "/menu#desserts"),
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

/** The custom formats, by name, for the reference pass (scripts/validate/references.ts). */
export const KILN_FORMATS: Record<string, (value: string) => boolean> = {
  'kiln-image': isImagePath,
  'kiln-route': (value) => isInternalLink(value),
};

/** Registers the standard formats Kiln's schemas use and its own. */
export function addKilnFormats(ajv: Ajv): void {
  // ajv-formats' "date" checks the day exists in its month (no 2025-02-30), leap years included.
  addFormats(ajv, ['date', 'email', 'uri']);
  for (const [name, validate] of Object.entries(KILN_FORMATS)) ajv.addFormat(name, { type: 'string', validate });
}
