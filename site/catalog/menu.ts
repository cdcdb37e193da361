/** catalog/menu.json. Placeholder shape until its page is built; replace with the real one. */
export interface MenuCatalog {
  [key: string]: unknown;
}
