export type { Offer, OffersCatalog } from './generated/offers.ts';
