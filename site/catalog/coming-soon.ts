export type { ComingSoonCatalog, ComingSoonPage } from './generated/coming-soon.ts';
