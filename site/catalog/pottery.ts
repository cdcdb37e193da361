import type { Link, Picture } from './common.ts';
import type { IconCard } from './about.ts';

export interface PotteryFeature {
  id: string;
  title: string;
  text: string;
  picture: Picture;
}

/** catalog/pottery.json (SPEC §2.6: four steps, three feature images, walk-ins welcome). */
export interface PotteryCatalog {
  hero: { eyebrow: string; title: string; intro: string; picture: Picture };
  /** Key numbers: price, session length, collection time. */
  facts: { id: string; value: string; label: string }[];
  steps: { heading: string; intro: string; items: IconCard[] };
  features: { heading: string; intro: string; items: PotteryFeature[] };
  walkIns: { heading: string; text: string; link: Link };
}
