/**
 * The marker attributes of an island (site/islands/Island.tsx writes them, site/client/ reads
 * them), named once; the mark that it is armed is lib/dom-hooks.ts's. An enum, as there.
 */
export enum IslandAttribute {
  /** The island's registry name. */
  name = 'data-island',
  /** Its hydration strategy. */
  when = 'data-when',
  /** Its props, as JSON. */
  props = 'data-props',
  /** Or where to fetch them (islands whose props would make the page too heavy). */
  propsSrc = 'data-props-src',
  /** Set once React has hydrated it. */
  hydrated = 'data-hydrated',
  /** Set when it threw: the server's HTML is back in place. */
  failed = 'data-failed',
}
