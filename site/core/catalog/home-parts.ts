import type { Catalog } from './catalog-keys.ts';

/**
 * The home page's parts that draw from a file a café may leave out (issue 36): each is shown
 * only when home.json has its entry and the file it draws from is there. Home, its hero,
 * reservations and questions always show.
 */
export const HOME_PART_FILES = {
  pottery: 'pottery',
  testimonials: 'testimonials',
  pressProof: 'press',
  offers: 'offers',
  gallery: 'gallery',
} as const satisfies Partial<Record<keyof Catalog['home'], keyof Catalog>>;

export type OptionalHomePart = keyof typeof HOME_PART_FILES;

/**
 * Whether the home page shows `part` for this catalogue. Offers whose days have all passed or not
 * come (lib/catalog-on-day.ts) leave no section over nothing; /offers says so in the café's words.
 */
export const homeHas = (catalog: Pick<Catalog, 'home' | OptionalHomePartFile>, part: OptionalHomePart): boolean =>
  catalog.home[part] !== undefined &&
  catalog[HOME_PART_FILES[part]] !== undefined &&
  (part !== 'offers' || catalog.offers!.items.length > 0);

type OptionalHomePartFile = (typeof HOME_PART_FILES)[OptionalHomePart];
