/** catalog/careers.json. Placeholder shape until its page is built; replace with the real one. */
export interface CareersCatalog {
  [key: string]: unknown;
}
