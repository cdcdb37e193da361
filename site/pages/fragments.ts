import type { ComponentType } from 'react';
import { sectionPath } from '../core/routes.ts';
import { HOME_SECTIONS } from './home-sections.tsx';
import type { PageProps } from './page-props.ts';

/** Parts of pages prerendered on their own, to be fetched after the page (ui/LazySection.tsx), by where they are written. */
export const FRAGMENTS: { path: string; Section: ComponentType<PageProps>; page: string }[] = Object.entries(
  HOME_SECTIONS,
).map(([id, Section]) => ({
  path: sectionPath('home', id),
  Section,
  page: '/',
}));
