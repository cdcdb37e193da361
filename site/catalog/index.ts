import type { SiteCatalog } from './site.ts';
import type { PagesCatalog } from './pages.ts';
import type { HomeCatalog } from './home.ts';
import type { GalleryCatalog } from './gallery.ts';
import type { AboutCatalog } from './about.ts';
import type { PotteryCatalog } from './pottery.ts';
import type { PressCatalog } from './press.ts';
import type { FaqCatalog } from './faq.ts';
import type { TestimonialsCatalog } from './testimonials.ts';
import type { MenuCatalog } from './menu.ts';
import type { PackagesCatalog } from './packages.ts';
import type { OffersCatalog } from './offers.ts';
import type { CrashCourseCatalog } from './crash-course.ts';
import type { CareersCatalog } from './careers.ts';
import type { EventsCatalog } from './events.ts';
import type { HubsCatalog } from './hubs.ts';
import type { ContactCatalog } from './contact.ts';
import type { FormsCatalog } from './forms.ts';
import type { PoliciesCatalog } from './policies.ts';
import type { ComingSoonCatalog } from './coming-soon.ts';
import type { StoreCatalog } from './store.ts';

/** The whole validated catalogue: one key per `catalog/<file>.json` (kebab-case file, camelCase key). */
export interface Catalog {
  site: SiteCatalog;
  pages: PagesCatalog;
  home: HomeCatalog;
  gallery: GalleryCatalog;
  about: AboutCatalog;
  pottery: PotteryCatalog;
  press: PressCatalog;
  faq: FaqCatalog;
  testimonials: TestimonialsCatalog;
  menu: MenuCatalog;
  packages: PackagesCatalog;
  offers: OffersCatalog;
  crashCourse: CrashCourseCatalog;
  careers: CareersCatalog;
  events: EventsCatalog;
  hubs: HubsCatalog;
  contact: ContactCatalog;
  forms: FormsCatalog;
  policies: PoliciesCatalog;
  comingSoon: ComingSoonCatalog;
  store: StoreCatalog;
}

export type CatalogKey = keyof Catalog;

/** The file each key is read from, e.g. crashCourse → "crash-course.json". */
export const catalogFileName = (key: CatalogKey): string =>
  `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.json`;

export const CATALOG_KEYS: readonly CatalogKey[] = [
  'site', 'pages', 'home', 'gallery', 'about', 'pottery', 'press', 'faq', 'testimonials',
  'menu', 'packages', 'offers', 'crashCourse', 'careers', 'events', 'hubs', 'contact',
  'forms', 'policies', 'comingSoon', 'store',
];
