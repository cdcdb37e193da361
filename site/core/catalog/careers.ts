export type { CareersCatalog, JobOpening } from './generated/careers.ts';
