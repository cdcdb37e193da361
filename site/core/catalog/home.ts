export type { HomeCatalog } from './generated/home.ts';
export type { FaqItem } from './generated/shared.ts';
