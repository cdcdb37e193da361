export type { PoliciesCatalog, PolicyPage, PolicySection } from './generated/policies.ts';
