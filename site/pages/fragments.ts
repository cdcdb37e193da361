import type { ComponentType } from 'react';
import type { Catalog } from '../core/catalog/catalog-keys.ts';
import { homeHas } from '../core/catalog/home-parts.ts';
import { sectionPath } from '../core/routes.ts';
import { HOME_SECTIONS } from './home-sections.tsx';
import type { PageProps } from './page-props.ts';

/** Parts of pages prerendered on their own, to be fetched after the page (ui/LazySection.tsx), by where they are written. */
export const FRAGMENTS: {
  path: string;
  Section: ComponentType<PageProps>;
  page: string;
  /** Whether this catalogue has the part (a section drawing from a file it left out is not written). */
  present: (catalog: Catalog) => boolean;
}[] = Object.entries(HOME_SECTIONS).map(([id, Section]) => ({
  path: sectionPath('home', id),
  Section,
  page: '/',
  present: (catalog) => id === 'reservations' || homeHas(catalog, id as 'pottery' | 'testimonials' | 'offers'),
}));

/** The fragments this catalogue has. */
export const catalogFragments = (catalog: Catalog) => FRAGMENTS.filter((f) => f.present(catalog));
