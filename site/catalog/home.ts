import type { Link, Picture } from './common.ts';

/** One question and its answer; used by the home FAQ and catalog/faq.json. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** A heading with a short introduction, for a section of the home page. */
export interface SectionText {
  heading: string;
  intro: string;
}

/** catalog/home.json: the text of the home page's hero and sections (SPEC §2.2). */
export interface HomeCatalog {
  hero: {
    eyebrow: string;
    /** The page's one <h1>: 'Where Food Meets Art'. */
    heading: string;
    text: string;
    /** 'Book a Creative Session', to #reservations. */
    cta: Link;
    secondaryCta: Link;
    picture: Picture;
    /** Short facts shown under the buttons ("From ₹999", "Walk-ins welcome"). */
    highlights: string[];
    /** The floating rating badge on the illustration. */
    badge: { value: string; label: string };
  };
  pottery: SectionText & { priceNote: string; link: Link };
  testimonials: SectionText;
  pressProof: {
    heading: string;
    /** The 4.5+ star claim, e.g. "4.7". */
    rating: string;
    ratingOutOf: string;
    claim: string;
    source: string;
    logosLabel: string;
    link: Link;
  };
  reservations: SectionText & {
    hoursLabel: string;
    callLabel: string;
    addressLabel: string;
  };
  offers: SectionText & { link: Link };
  gallery: SectionText & { link: Link };
  faq: SectionText & { items: FaqItem[]; link: Link };
}
