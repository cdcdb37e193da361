export type { FaqCatalog, FaqGroup } from './generated/faq.ts';
