import type { SiteCatalog, SocialLink } from '../catalog/site.ts';

/** The studio's phone as a dialable link: "+91 98450 12345" → "tel:+919845012345". */
export const telUrl = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A phone number as the page shows it, kept on one line: non-breaking spaces and hyphens ("+91 98450 12345" reads the same). */
export const phoneText = (phone: string): string => phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

/** A WhatsApp chat with the studio (SPEC §7): wa.me wants the international number, digits only. */
export const whatsappUrl = (site: Pick<SiteCatalog, 'whatsapp'>): string =>
  `https://wa.me/${site.whatsapp.replace(/\D/g, '')}`;

/** A WhatsApp share of `text`, to whomever the guest picks (SPEC §7). */
export const whatsappShareUrl = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** A WhatsApp chat with `number` (site.json's; its digits only) with `text` written in, for the guest to send: how bookings reach the café. */
export const whatsappChatUrl = (number: string, text: string): string =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/** A mail draft to `to`, with a subject and a body when given. */
export function mailtoUrl(to: string, subject?: string, body?: string): string {
  const fields = [
    subject !== undefined && `subject=${encodeURIComponent(subject)}`,
    body !== undefined && `body=${encodeURIComponent(body)}`,
  ].filter(Boolean);
  return `mailto:${to}${fields.length ? `?${fields.join('&')}` : ''}`;
}

/**
 * Where a social or listing link leads: its own address, or, for Google reviews given by place id,
 * the page that opens Google's review box for the café.
 */
export const socialHref = (link: Pick<SocialLink, 'href' | 'placeId'>): string =>
  link.href ?? `https://search.google.com/local/writereview?placeid=${encodeURIComponent(link.placeId ?? '')}`;
