/** catalog/home.json. Placeholder shape until its page is built; replace with the real one. */
export interface HomeCatalog {
  [key: string]: unknown;
}
