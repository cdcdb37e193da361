import { STATIC_STOCK_LIMIT } from '../../site/core/commerce/cart.ts';
import { isRecord } from '../../site/core/lib/is-record.ts';

/*
 * The checkout body (SPEC §7.3) checked at the door, before the catalogue is asked anything:
 * a malformed body gets one line saying what is wrong (a 400), never a guess. Types are taken as
 * JSON gives them: the quantity "0x10" is not 16, nor is true 1.
 */

/** Lines one checkout takes at most: hosted checkouts cap them too, and no cart comes near it. */
const MAX_LINES = 100;
/** The longest return URL taken: far past any address the site makes, well within what browsers follow. */
const MAX_URL_LENGTH = 2048;
/** What a browser's location.href is made of; the only characters a Location header carries as they are. */
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface CheckoutLine {
  variantId: string;
  quantity: number;
}

export interface CheckoutRequest {
  items: CheckoutLine[];
  /** Where Pay leads, as the URL parser writes it (its placeholder not yet replaced). */
  successUrl: string;
  /** Where Cancel leads, likewise. */
  cancelUrl: string;
}

/** A value read from a request body, or the one-line reason it is refused. */
export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

export const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

export function readCheckoutRequest(body: unknown, siteOrigin?: string): Read<CheckoutRequest> {
  if (!isRecord(body)) return refuse('The request body must be a JSON object');
  const { items } = body;
  if (!Array.isArray(items)) return refuse('items must be an array of {variant_id, quantity}');
  if (items.length === 0) return refuse('items must not be empty');
  if (items.length > MAX_LINES) return refuse(`items must hold at most ${MAX_LINES} lines`);
  const lines: CheckoutLine[] = [];
  for (const [i, item] of items.entries()) {
    if (!isRecord(item)) return refuse(`items[${i}] must be an object with variant_id and quantity`);
    const { variant_id: variantId, quantity } = item;
    if (typeof variantId !== 'string' || variantId === '')
      return refuse(`items[${i}].variant_id must be a non-empty string`);
    if (!Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > STATIC_STOCK_LIMIT) {
      return refuse(`items[${i}].quantity must be a whole number from 1 to ${STATIC_STOCK_LIMIT}`);
    }
    lines.push({ variantId, quantity: quantity as number });
  }
  const successUrl = readReturnUrl('successUrl', body.successUrl, siteOrigin);
  if (!successUrl.ok) return successUrl;
  const cancelUrl = readReturnUrl('cancelUrl', body.cancelUrl, siteOrigin);
  if (!cancelUrl.ok) return cancelUrl;
  // Sent by the site, unused here: when present, still what the contract says.
  for (const field of ['locale', 'timeZone']) {
    if (field in body && typeof body[field] !== 'string') return refuse(`${field} must be a string`);
  }
  return { ok: true, value: { items: lines, successUrl: successUrl.value, cancelUrl: cancelUrl.value } };
}

/**
 * Where the emulator may send a guest after paying or cancelling: an http(s) URL on this machine
 * or on the site it was started for (so it is never an open redirect), written as a browser
 * writes one (so it goes into a Location header as it is: a `€` or a line break would fail
 * there, after the session was paid).
 */
function readReturnUrl(field: string, url: unknown, siteOrigin: string | undefined): Read<string> {
  if (typeof url !== 'string') return refuse(`${field} must be a string`);
  if (!PRINTABLE_ASCII.test(url))
    return refuse(`${field} must be written in printable ASCII (percent-encode other characters)`);
  if (url.length > MAX_URL_LENGTH) return refuse(`${field} must be at most ${MAX_URL_LENGTH} characters`);
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  const allowed =
    parsed &&
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    !parsed.username &&
    !parsed.password &&
    (LOOPBACK.has(parsed.hostname) || (siteOrigin !== undefined && parsed.origin === originOf(siteOrigin)));
  if (!allowed) {
    const places = [...LOOPBACK, ...(siteOrigin ? [siteOrigin] : [])].join(', ');
    return refuse(`successUrl and cancelUrl must be http(s) URLs on ${places}`);
  }
  return { ok: true, value: parsed.href };
}

const originOf = (url: string): string | undefined => (URL.canParse(url) ? new URL(url).origin : undefined);
