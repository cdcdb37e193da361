import type { Picture } from './common.ts';

export interface ComingSoonPage {
  heading: string;
  text: string;
  illustration: Picture;
}

/** catalog/coming-soon.json: placeholder pages with a notify-me form, keyed by route. */
export interface ComingSoonCatalog {
  eyebrow: string;
  notifyHeading: string;
  notifyText: string;
  /** Links offered meanwhile. */
  meanwhileHeading: string;
  meanwhile: { label: string; href: string }[];
  pages: Record<string, ComingSoonPage>;
}
