import type { SiteCatalog } from '../catalog/site.ts';

/** The studio's phone as a dialable link: "+91 98450 12345" → "tel:+919845012345". */
export const telUrl = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A WhatsApp chat with the studio (SPEC §7): wa.me wants the international number, digits only. */
export const whatsappUrl = (site: Pick<SiteCatalog, 'whatsapp'>): string => `https://wa.me/${site.whatsapp.replace(/\D/g, '')}`;
