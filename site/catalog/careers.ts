import type { Picture } from './common.ts';

export interface JobOpening {
  id: string;
  title: string;
  location: string;
  type: 'Full-time' | 'Part-time';
  description: string;
}

/** catalog/careers.json: open roles and how to apply (by email to site.email). */
export interface CareersCatalog {
  image: Picture;
  openings: { heading: string; intro: string; items: JobOpening[] };
  /** `apply` is each role's email button; screen readers hear it followed by the role. */
  labels: { location: string; type: string; apply: string };
  apply: {
    heading: string;
    text: string;
    /** The email button's label. */
    button: string;
    /** The mail subject; "{title}" is replaced with the role on each opening's button. */
    subject: string;
    generalSubject: string;
  };
}
