/** catalog/contact.json. Placeholder shape until its page is built; replace with the real one. */
export interface ContactCatalog {
  [key: string]: unknown;
}
