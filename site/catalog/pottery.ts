/** catalog/pottery.json. Placeholder shape until its page is built; replace with the real one. */
export interface PotteryCatalog {
  [key: string]: unknown;
}
