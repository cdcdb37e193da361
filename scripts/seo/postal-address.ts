import type { SiteCatalog } from '../../site/core/catalog/site.ts';

/** The studio's address as schema.org's PostalAddress, from site.json's address parts. */
export function postalAddress({ address }: Pick<SiteCatalog, 'address'>) {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}
