import type { CatalogKey } from './catalog-keys.ts';

/**
 * The sections a link can jump to on each page ("/#faq"), by route: the home page's anchors of
 * SPEC §2.2, the only ones the catalogue links to. tests/unit/pages/home.test.tsx renders the home
 * page and checks it has exactly these; a page not listed here is not checked.
 */
export const PAGE_ANCHORS: Readonly<Record<string, readonly string[]>> = {
  '/': ['pottery', 'testimonials', 'press-social-proof', 'reservations', 'offers', 'gallery', 'faq'],
};

/** The page a same-page link ("#reservations") in each file is on, for a file shown on one page only. */
export const PAGE_OF_FILE: Partial<Record<CatalogKey, string>> = { home: '/' };
