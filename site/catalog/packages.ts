import type { Link, Picture } from './common.ts';

/**
 * A package, priced per person in rupees: either one `price` for everybody, or `priceAdult`
 * and `priceKid`. Every price is a plain number so the event estimator can add them up.
 */
export interface PackageItem {
  id: string;
  subTitle: string;
  price?: number;
  priceAdult?: number;
  priceKid?: number;
  /** The one-line condition under the price, e.g. "Minimum 15 people". */
  note: string;
  type: 'perPerson';
  /** Heading → its lines, e.g. "Starters" → ["Paneer tikka", …]. */
  content: Record<string, string[]>;
  terms: string[];
}

/** The lucide icons an add-on can show (site/sections/PackageAddOnIcon.tsx). */
export type AddOnIcon =
  | 'wand-sparkles' | 'pen-tool' | 'crosshair' | 'circle-dot' | 'palette' | 'pencil' | 'sparkles'
  | 'paintbrush' | 'gem' | 'camera' | 'popcorn' | 'candy' | 'cake-slice' | 'party-popper';

/** An extra for an event at a fixed price in rupees. */
export interface AddOn {
  id: string;
  title: string;
  price: number;
  icon: AddOnIcon;
  type: 'fixed';
}

export type AddOnListId = 'activities' | 'delights';

/** A tab of packages. */
export interface PackageGroup {
  /** The tab's label, e.g. "XQ Party". */
  label: string;
  heading: string;
  intro: string;
  image: Picture;
  items: PackageItem[];
  /** Lines shown under the cards, e.g. the GST rule. */
  notes: string[];
  /** Which add-on lists this tab shows under its packages. */
  addOns: AddOnListId[];
}

/** The Add-ons tab: every activity and delight, and the rules that apply to them. */
export interface AdditionalGroup {
  label: string;
  heading: string;
  intro: string;
  image: Picture;
  activities: AddOn[];
  delights: AddOn[];
  terms: string[];
}

export interface PackageGroups {
  corporate: PackageGroup;
  party: PackageGroup;
  alacarte: PackageGroup;
  additional: AdditionalGroup;
}

/** catalog/packages.json: corporate, party and à-la-carte packages and add-ons. */
export interface PackagesCatalog {
  labels: {
    tabs: string;
    adult: string;
    kid: string;
    perPerson: string;
    terms: string;
    addButton: string;
    /** The button's accessible name; "{name}" is replaced with the package. */
    addToCart: string;
    activities: string;
    delights: string;
    /** "(exclusive of GST)"-style hint after add-on prices. */
    addOnTermsHeading: string;
  };
  groups: PackageGroups;
  /** The call to action at the foot of the page (to /contact). */
  contact: { heading: string; text: string; link: Link };
}
