import type { GalleryLabels } from './generated/gallery.ts';

export type { GalleryCatalog, GalleryCategory, GalleryLabels, GalleryPhoto } from './generated/gallery.ts';

/** What a filter button shows: every photo, or one category. */
export type GalleryFilter = keyof GalleryLabels['filters'];
