/** catalog/hubs.json. Placeholder shape until its page is built; replace with the real one. */
export interface HubsCatalog {
  [key: string]: unknown;
}
