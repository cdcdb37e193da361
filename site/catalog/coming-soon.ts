/** catalog/coming-soon.json. Placeholder shape until its page is built; replace with the real one. */
export interface ComingSoonCatalog {
  [key: string]: unknown;
}
