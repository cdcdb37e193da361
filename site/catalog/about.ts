import type { Link, Picture } from './common.ts';

/** Icons a card may show; the site draws each with its own symbol. */
export type CardIcon =
  | 'palette' | 'dice' | 'utensils' | 'hand-platter' | 'cake' | 'mic' | 'heart' | 'sparkles'
  | 'leaf' | 'users' | 'coffee' | 'paw' | 'flame' | 'brush' | 'package' | 'clock' | 'sun';

export interface IconCard {
  id: string;
  icon: CardIcon;
  title: string;
  text: string;
}

/** catalog/about.json (SPEC §2.7 About: story, concept, three pride cards, six offerings, a link to reservations). */
export interface AboutCatalog {
  hero: { eyebrow: string; title: string; intro: string };
  story: { heading: string; paragraphs: string[]; picture: Picture };
  concept: { heading: string; paragraphs: string[]; picture: Picture };
  pride: { heading: string; intro: string; cards: IconCard[] };
  offerings: { heading: string; intro: string; items: IconCard[] };
  cta: { heading: string; text: string; link: Link };
}
