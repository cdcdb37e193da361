import type { Catalog } from '../catalog/index.ts';

/** Placeholder: the offers work replaces this with the offer cards. Used by / (#offers) and /offers. */
export function OffersList(_props: { catalog: Catalog }) {
  return null;
}
