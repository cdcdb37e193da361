/** One guest's words for the home page's #testimonials section. */
export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  /** Who they are or what they came for ("Birthday party for 12", "First date"). */
  context: string;
  /** Stars out of 5, halves allowed. */
  rating: number;
}

/** catalog/testimonials.json. */
export interface TestimonialsCatalog {
  /** "Rated {rating} out of 5": read out for the stars. */
  ratingLabel: string;
  items: Testimonial[];
}
