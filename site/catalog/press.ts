/** catalog/press.json. Placeholder shape until its page is built; replace with the real one. */
export interface PressCatalog {
  [key: string]: unknown;
}
