import type { ToastText } from './common.ts';

/** catalog/forms.json: labels and toasts of the reservation and collaboration forms (SPEC §5). */
export interface FormsCatalog {
  reservation: {
    heading: string;
    intro: string;
    fullName: { label: string; placeholder: string };
    phone: { label: string; placeholder: string };
    date: { label: string };
    time: { label: string };
    guests: { label: string };
    specialRequests: { label: string; placeholder: string };
    requiredNote: string;
    submit: string;
    toast: ToastText;
  };
  reservationsPage: {
    eyebrow: string;
    intro: string;
    asideHeading: string;
    asidePoints: string[];
    /** Introduces the studio's phone number under the points. */
    callText: string;
  };
  collaborate: {
    eyebrow: string;
    intro: string;
    heading: string;
    ideasHeading: string;
    ideas: { title: string; text: string }[];
    name: { label: string; placeholder: string };
    email: { label: string; placeholder: string };
    idea: { label: string; placeholder: string };
    requiredNote: string;
    submit: string;
    toast: ToastText;
  };
}
