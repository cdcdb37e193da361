import type { SiteCatalog } from '../../site/catalog/site.ts';
import { absoluteUrl } from './absolute-url.ts';
import { postalAddress } from './postal-address.ts';

/** The café node's id, so the menu and events can point at it rather than repeat it. */
export const cafeId = (siteUrl: string) => absoluteUrl(siteUrl, '/#cafe')!;

export interface CafeLdInput {
  site: SiteCatalog;
  /** Without one, every property that needs an absolute address is left out. */
  siteUrl?: string;
  /** The site's default share picture, absolute. */
  image?: string;
}

/**
 * The studio as a schema.org café and restaurant (search engines' local results and maps):
 * address, coordinates, opening hours, phone, price range, menu, reservations and social pages.
 * Undefined properties vanish when serialized.
 */
export function cafeLd({ site, siteUrl, image }: CafeLdInput) {
  const url = (path: string) => absoluteUrl(siteUrl, path);
  return {
    '@type': ['CafeOrCoffeeShop', 'Restaurant'],
    '@id': siteUrl && cafeId(siteUrl),
    name: site.name,
    description: site.description,
    url: url('/'),
    logo: url(`/${site.logo.src}`),
    image,
    telephone: site.phone,
    email: site.email,
    address: postalAddress(site),
    geo: { '@type': 'GeoCoordinates', latitude: site.address.geo.latitude, longitude: site.address.geo.longitude },
    hasMap: site.address.mapsUrl,
    openingHoursSpecification: site.openingHours.map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days,
      opens,
      closes,
    })),
    priceRange: site.priceRange,
    hasMenu: url('/menu'),
    // The table-booking page when its address is known; a plain yes otherwise.
    acceptsReservations: url('/reservations') ?? true,
    // Profiles that say who the studio is; a WhatsApp chat link is not one.
    sameAs: site.socials.filter((s) => s.network !== 'whatsapp').map((s) => s.href),
  };
}
