import type { Link, Picture } from './common.ts';

export type GalleryCategory = 'art' | 'food' | 'vibes';
export type GalleryFilter = 'all' | GalleryCategory;

export interface GalleryPhoto {
  id: string;
  title: string;
  description: string;
  category: GalleryCategory;
  picture: Picture;
}

/** The words the gallery shows around the photos. */
export interface GalleryLabels {
  /** Filter button texts: All, Art, Food, Vibes. */
  filters: Record<GalleryFilter, string>;
  filterGroup: string;
  /** "Showing {count} of {total} photos". */
  count: string;
  /** Read after a photo's title on its button, e.g. "open larger view". */
  open: string;
  close: string;
  /** Category names shown on the photos and in the dialog. */
  categories: Record<GalleryCategory, string>;
}

/** catalog/gallery.json (SPEC §2.2 gallery). */
export interface GalleryCatalog {
  hero: { eyebrow: string; title: string; intro: string };
  labels: GalleryLabels;
  /** The call to tag the studio on a social network. */
  tag: { heading: string; text: string; link: Link };
  photos: GalleryPhoto[];
}
