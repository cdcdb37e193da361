import type { Link, Picture, ToastText } from './common.ts';

export type SocialNetwork = 'instagram' | 'facebook' | 'youtube' | 'x' | 'pinterest' | 'whatsapp';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

/** A header entry: a group that opens a dropdown of links, or a direct link. */
export type NavItem = { label: string; links: Link[] } | { label: string; href: string };

/** catalog/site.json: who the studio is, how to reach it, and the chrome around every page. */
export interface SiteCatalog {
  name: string;
  tagline: string;
  /** One sentence used as the default meta description. */
  description: string;
  logo: Picture;
  /** "{page} · {site}": how a page's <title> is built. */
  titleTemplate: string;
  locale: string;
  address: { lines: string[]; mapsUrl: string; mapEmbedUrl: string; mapTitle: string };
  phone: string;
  email: string;
  /** Where the event estimator's "Email" share writes to. */
  enquiryEmail: string;
  /** International format without "+", as wa.me links want it. */
  whatsapp: string;
  hours: string;
  reservationFormUrl: string;
  socials: SocialLink[];
  urls: {
    /** The public site's origin (www host). */
    site: string;
    /** The business owner's area on the bare host: where Dashboard leads. */
    hub: string;
  };
  commerce: { apiBase: string; storeId: string };
  /** Events on or after this day (or recurring) are upcoming. YYYY-MM-DD. */
  eventsReferenceDate: string;
  header: {
    nav: NavItem[];
    homeLabel: string;
    cartLabel: string;
    dashboardLabel: string;
    themeToggleLabel: string;
    menuLabel: string;
    closeMenuLabel: string;
    viewCartLabel: string;
  };
  footer: {
    blurb: string;
    linksHeading: string;
    links: Link[];
    socialHeading: string;
    /** The WhatsApp chat link under the social icons. */
    whatsappLabel: string;
    newsletter: {
      heading: string;
      text: string;
      emailLabel: string;
      placeholder: string;
      button: string;
      toast: ToastText;
    };
    /** "{year}" is replaced with the current year. */
    copyright: string;
  };
  /** Shared labels used by several pages. */
  labels: {
    notifyMe: { emailLabel: string; placeholder: string; button: string; toast: ToastText };
    close: string;
    skipToContent: string;
    mainNav: string;
    siteMenu: string;
    dismissToast: string;
  };
}
