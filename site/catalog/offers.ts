import type { Link, Picture } from './common.ts';

export interface Offer {
  id: string;
  title: string;
  /** The big line on the card, e.g. "20% off". */
  highlight: string;
  details: string;
  terms: string[];
  image: Picture;
}

/** catalog/offers.json: the studio's standing offers (home #offers and /offers). */
export interface OffersCatalog {
  items: Offer[];
  labels: { terms: string };
  /** Shown under the cards on /offers. */
  footnote: string;
  cta: Link;
}
