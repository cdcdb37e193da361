import type { Picture } from './common.ts';
import type { SocialNetwork } from './site.ts';

/** catalog/contact.json: the contact page's own words. Address, phone, email and socials live in site.json. */
export interface ContactCatalog {
  eyebrow: string;
  intro: string;
  detailsHeading: string;
  labels: {
    address: string;
    phone: string;
    email: string;
    hours: string;
    whatsapp: string;
    /** The WhatsApp chat link's text. */
    whatsappChat: string;
    directions: string;
    /** Read by screen readers after links that open a new tab. */
    newTab: string;
  };
  reservation: { heading: string; text: string; button: string };
  mapHeading: string;
  socialHeading: string;
  socialText: string;
  /** The visible name of each social network, keyed like site.json's socials. */
  networkNames: Partial<Record<SocialNetwork, string>>;
  illustration: Picture;
}
