/** catalog/about.json. Placeholder shape until its page is built; replace with the real one. */
export interface AboutCatalog {
  [key: string]: unknown;
}
