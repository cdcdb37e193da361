/** catalog/events.json. Placeholder shape until its page is built; replace with the real one. */
export interface EventsCatalog {
  [key: string]: unknown;
}
