/** One titled part of a policy: paragraphs, then an optional bullet list. */
export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface PolicyPage {
  /** The route this policy is served at. */
  path: string;
  title: string;
  intro: string;
  /** YYYY-MM-DD. */
  updated: string;
  /** How the date reads, e.g. "August 19, 2025". */
  updatedDisplay: string;
  sections: PolicySection[];
}

/** catalog/policies.json: the privacy, refund, terms and bistro policy pages. */
export interface PoliciesCatalog {
  eyebrow: string;
  /** "Last updated: {date}". */
  updatedLabel: string;
  tocHeading: string;
  /** Pages with at least this many sections get a table of contents. */
  tocMinSections: number;
  contactNote: string;
  backToTop: string;
  /** Heading over the links to the other policy pages. */
  otherPoliciesHeading: string;
  pages: PolicyPage[];
}
