import type { PlaceKind, Weekday } from '../../site/core/catalog/site.ts';
import { editorBase } from '../editor-base.ts';

/*
 * What the setup's page (editor/setup/) and `kiln edit`'s server say to each other
 * (scripts/edit/setup-routes.ts): the questions a new café answers, each one written into the
 * catalogue at once.
 */

/** One row of the hours grid. */
export interface WeekRow {
  day: Weekday;
  closed: boolean;
  /** HH:MM on the 24-hour clock. */
  opens: string;
  closes: string;
}

export interface Holiday {
  /** YYYY-MM-DD. */
  date: string;
  name?: string;
}

/** The answers as the catalogue holds them now: what each question starts from. A placeholder is an empty answer. */
export interface SetupState {
  kind?: PlaceKind;
  name: string;
  tagline: string;
  mapsUrl: string;
  /** Read from the Maps link, when one was given. */
  place?: { latitude: number; longitude: number };
  phone: string;
  whatsapp: string;
  week: WeekRow[];
  /** Days with two openings (a lunch break), which the grid's one row a day cannot show: saving it keeps the first. */
  breaks: Weekday[];
  holidays: Holiday[];
  /** How many dishes the menu has that are not placeholders. */
  dishes: number;
  logo?: string;
  brand: string;
  hero?: string;
  gallery: string[];
  /** The port of the site beside the setup (as EditorInfo's). */
  sitePort: number;
}

/** A guess to confirm, or a picture too small, at the place it is about. */
export interface SetupWarning {
  /** "Line 4: Masala Dosa 3200". */
  where?: string;
  message: string;
}

/** The answer to each question, as POSTed to /api/setup/<question>. */
export interface SetupAnswers {
  kind: { kind: PlaceKind };
  name: { name: string; tagline: string };
  place: { link: string };
  phone: { phone: string; whatsapp: string };
  hours: { week: WeekRow[]; holidays: Holiday[] };
  menu: { text: string; format: 'text' | 'csv' };
  /** A picture already uploaded through /api/images: its catalogue path. */
  logo: { src: string };
  brand: { brand: string };
  photos: { hero: string; gallery: string[] };
}
export type SetupQuestion = keyof SetupAnswers;
export const SETUP_QUESTIONS = [
  'kind',
  'name',
  'place',
  'phone',
  'hours',
  'menu',
  'logo',
  'photos',
] as const satisfies readonly SetupQuestion[];

/**
 * - 200 `{ saved: true, unchanged, state, warnings, suggestion? }`: written (or nothing differed);
 * - 422 `{ message }`: the answer cannot be used as given, nothing written (the words say why).
 */
export type SetupReply =
  | {
      saved: true;
      unchanged: boolean;
      state: SetupState;
      warnings: SetupWarning[];
      /** The logo's suggested brand colour, and the contrast note when text needs a darker shade. */
      suggestion?: { brand: string; note?: string };
    }
  | { message: string };

const BASE = editorBase();
export const SETUP_API = {
  state: `${BASE}/api/setup`,
  answer: (question: SetupQuestion) => `${BASE}/api/setup/${question}`,
} as const;
