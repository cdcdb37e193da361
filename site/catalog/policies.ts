/** catalog/policies.json. Placeholder shape until its page is built; replace with the real one. */
export interface PoliciesCatalog {
  [key: string]: unknown;
}
