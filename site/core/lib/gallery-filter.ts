import type { GalleryFilter, GalleryPhoto } from '../catalog/gallery.ts';

/** The gallery's filter buttons, in order (SPEC §2.2: All, Art, Food, Vibes). */
export const GALLERY_FILTERS: readonly GalleryFilter[] = ['all', 'art', 'food', 'vibes'];

/** The photos a filter shows, in catalogue order. */
export const filterPhotos = (photos: readonly GalleryPhoto[], filter: GalleryFilter): GalleryPhoto[] =>
  filter === 'all' ? [...photos] : photos.filter((p) => p.category === filter);

/** How many photos each filter would show. */
export const countByFilter = (photos: readonly GalleryPhoto[]): Record<GalleryFilter, number> => {
  const counts: Record<GalleryFilter, number> = { all: photos.length, art: 0, food: 0, vibes: 0 };
  for (const p of photos) counts[p.category] += 1;
  return counts;
};
