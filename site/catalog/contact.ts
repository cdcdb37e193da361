export type { ContactCatalog } from './generated/contact.ts';
