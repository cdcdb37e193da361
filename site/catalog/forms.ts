export type { FormsCatalog } from './generated/forms.ts';
