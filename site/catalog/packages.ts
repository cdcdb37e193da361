/** catalog/packages.json. Placeholder shape until its page is built; replace with the real one. */
export interface PackagesCatalog {
  [key: string]: unknown;
}
