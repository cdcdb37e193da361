/** catalog/testimonials.json. Placeholder shape until its page is built; replace with the real one. */
export interface TestimonialsCatalog {
  [key: string]: unknown;
}
