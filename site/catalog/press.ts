import type { Link, Picture } from './common.ts';

export interface PressItem {
  id: string;
  publication: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  href: string;
  summary: string;
}

export interface PressLogo {
  id: string;
  name: string;
  picture: Picture;
}

/** catalog/press.json: the /press list and the four logos of the home page's social proof. */
export interface PressCatalog {
  hero: { eyebrow: string; title: string; intro: string };
  logos: PressLogo[];
  items: PressItem[];
  contact: { heading: string; text: string; link: Link };
}
