import type { Picture } from './common.ts';

/** One workshop, party or studio night (SPEC §3 "Event"). */
export interface EventItem {
  id: string;
  title: string;
  /** YYYY-MM-DD: decides upcoming vs past, and the sort order. */
  date: string;
  /** How the date reads on the page, e.g. "Every Saturday" or "Sat, 18 October 2025". */
  displayDate: string;
  /** A recurring event is always upcoming, whatever its date. */
  isRecurring: boolean;
  time: string;
  location: string;
  description: string;
  tags: string[];
  image: Picture;
}

/** catalog/events.json: the events page. */
export interface EventsCatalog {
  eyebrow: string;
  intro: string;
  upcomingHeading: string;
  pastHeading: string;
  /** Badge on recurring events. */
  recurringLabel: string;
  /** Accessible name of each event's tag list. */
  tagsLabel: string;
  /** The closing call to action under the lists. */
  cta: { heading: string; text: string; link: { label: string; href: string } };
  events: EventItem[];
}
