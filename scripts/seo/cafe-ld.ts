import type { SiteCatalog } from '../../site/core/catalog/site.ts';
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
  /**
   * The café in full: on the contact page, the café's hours and whereabouts, with its special
   * days, its map and its description. The other pages give who and where it is and the week's
   * hours: each of those costs every page bytes (a special day some 40, the map link 47, the
   * description 63, gzipped), and the home page, in one round trip, has none to spare.
   */
  full?: boolean;
}

/**
 * The café as schema.org has it, of the kind site.json names (search engines' local results and maps):
 * address, coordinates, opening hours, phone, price range, menu, reservations and social pages;
 * on the contact page also its special days, map and description.
 * Undefined properties vanish when serialized.
 */
/** schema.org's type for each kind of place; a place of no stated kind is both a café and a restaurant. */
const LD_TYPES: Record<NonNullable<SiteCatalog['kind']>, string | string[]> = {
  cafe: 'CafeOrCoffeeShop',
  restaurant: 'Restaurant',
  bakery: 'Bakery',
  'studio-cafe': 'CafeOrCoffeeShop',
};

export function cafeLd({ site, siteUrl, image, full = false }: CafeLdInput) {
  const url = (path: string) => absoluteUrl(siteUrl, path);
  return {
    '@type': site.kind ? LD_TYPES[site.kind] : ['CafeOrCoffeeShop', 'Restaurant'],
    '@id': siteUrl && cafeId(siteUrl),
    name: site.name,
    description: full ? site.description : undefined,
    url: url('/'),
    logo: url(`/${site.logo.src}`),
    image,
    telephone: site.phone,
    email: site.email,
    address: postalAddress(site),
    geo: { '@type': 'GeoCoordinates', latitude: site.address.geo.latitude, longitude: site.address.geo.longitude },
    hasMap: full ? site.address.mapsUrl : undefined,
    openingHoursSpecification: [
      ...site.openingHours.map(({ days, opens, closes }) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: days,
        opens,
        closes,
      })),
      // A special day holds on its date alone, and overrides the week's hours there; closed all day is opens = closes = 00:00 (Google's way).
      ...(full ? (site.specialDays ?? []) : []).map((day) => ({
        '@type': 'OpeningHoursSpecification',
        opens: day.closed ? '00:00' : day.opens,
        closes: day.closed ? '00:00' : day.closes,
        validFrom: day.date,
        validThrough: day.date,
      })),
    ],
    priceRange: site.priceRange,
    hasMenu: url('/menu'),
    // The table-booking page when its address is known; a plain yes otherwise.
    acceptsReservations: url('/reservations') ?? true,
    // Pages that say who the café is (profiles, listings); a WhatsApp chat and Google's review box are not.
    sameAs: site.socials.flatMap((s) => (s.href && s.network !== 'whatsapp' ? [s.href] : [])),
  };
}
