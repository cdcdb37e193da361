import type { CatalogKey } from '../site/core/catalog/catalog-keys.ts';

/**
 * The pages each catalogue file feeds, for the preview beside its form: the first is shown when
 * the file opens. Files read on every page (site.json's header and footer, pages.json's titles)
 * show the home page.
 */
export const FILE_PAGES: Record<CatalogKey, readonly string[]> = {
  site: ['/', '/contact', '/offline/'],
  pages: ['/'],
  home: ['/'],
  gallery: ['/gallery', '/'],
  about: ['/about'],
  pottery: ['/pottery', '/'],
  press: ['/press', '/'],
  faq: ['/faq'],
  testimonials: ['/'],
  menu: ['/menu'],
  packages: ['/packages'],
  offers: ['/offers', '/'],
  crashCourse: ['/crash-course'],
  careers: ['/careers'],
  events: ['/events'],
  hubs: ['/hubs'],
  contact: ['/contact'],
  forms: ['/reservations', '/collaborate'],
  policies: ['/privacy-policy', '/refund-policy', '/terms', '/bistro-policies'],
  comingSoon: ['/blog', '/gift-cards'],
  store: ['/store'],
  hub: ['/dashboard'],
  theme: ['/', '/menu'],
  // The café's own pages are wherever it puts them: the editor shows the first (scripts/edit/edit-routes.ts).
  contentPages: ['/'],
};
