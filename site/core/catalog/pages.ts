export type { PageMeta, PagesCatalog } from './generated/pages.ts';
