/** catalog/faq.json. Placeholder shape until its page is built; replace with the real one. */
export interface FaqCatalog {
  [key: string]: unknown;
}
