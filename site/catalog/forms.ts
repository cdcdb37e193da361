/** catalog/forms.json. Placeholder shape until its page is built; replace with the real one. */
export interface FormsCatalog {
  [key: string]: unknown;
}
