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
  /** The section heading and intro on /offers (the home page titles its own #offers section). */
  heading: string;
  intro: string;
  items: Offer[];
  labels: { terms: string };
  /** Shown under the cards on /offers. */
  footnote: string;
  cta: Link;
}
