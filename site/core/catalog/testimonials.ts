export type { Testimonial, TestimonialsCatalog } from './generated/testimonials.ts';
