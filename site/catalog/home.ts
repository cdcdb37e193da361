import type { HomeCatalog } from './generated/home.ts';

export type { HomeCatalog } from './generated/home.ts';
export type { FaqItem } from './generated/shared.ts';

/** A heading with a short introduction, for a section of the home page. */
export type SectionText = HomeCatalog['testimonials'];
