/** catalog/offers.json. Placeholder shape until its page is built; replace with the real one. */
export interface OffersCatalog {
  [key: string]: unknown;
}
