/** catalog/store.json. Placeholder shape until its page is built; replace with the real one. */
export interface StoreCatalog {
  [key: string]: unknown;
}
