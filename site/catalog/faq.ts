import type { Link } from './common.ts';
import type { FaqItem } from './home.ts';

export interface FaqGroup {
  id: string;
  heading: string;
  items: FaqItem[];
}

/** catalog/faq.json: the longer FAQ of the /faq page, in groups. */
export interface FaqCatalog {
  hero: { eyebrow: string; title: string; intro: string };
  groups: FaqGroup[];
  contact: { heading: string; text: string; link: Link };
}
