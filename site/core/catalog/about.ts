export type { AboutCatalog } from './generated/about.ts';
export type { CardIcon, IconCard } from './generated/shared.ts';
