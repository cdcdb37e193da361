/** catalog/gallery.json. Placeholder shape until its page is built; replace with the real one. */
export interface GalleryCatalog {
  [key: string]: unknown;
}
